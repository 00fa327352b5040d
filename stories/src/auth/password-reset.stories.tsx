import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { MockState } from '@sportsbook/mock-server/state';
import PasswordResetPage from '@/features/auth/pages/password-reset-page.tsx';
import { route } from '../support/app-frame.tsx';
import { fillFields, FOREVER_MS } from '../support/form.ts';
import { expectToast } from '../support/toasts.ts';
import { mockApi, mockState } from '../support/mock-api.ts';

const TOKEN = 'story-reset-token';

/** A reset link for demo, as if the user had asked for one (no mail leaves the mock). */
function issueLink(state: MockState) {
  state.db.passwordResetToken.create({
    token: TOKEN,
    userId: 1001,
    expiresAt: state.now().getTime() + 60 * 60 * 1000,
    used: false,
  });
}

/** SPEC §2 Reset password; §4: the token is verified before the form shows. */
const meta = {
  title: 'Auth/Password reset',
  component: PasswordResetPage,
  parameters: {
    route: route(`/passwordReset?token=${TOKEN}&user=demo`, { pattern: '/passwordReset' }),
    msw: mockApi(issueLink),
  },
} satisfies Meta<typeof PasswordResetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const updateButton = { name: /Update/ };
const PASSWORDS = { 'New password': 'NewSecret1!', 'Confirm new password': 'NewSecret1!' };

export const Verifying: Story = {
  tags: ['smoke'],
  parameters: {
    msw: mockApi((state) => {
      issueLink(state);
      state.scenario.latencyMs = FOREVER_MS;
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Checking the link');
  },
};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('demo')).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toBeVisible();
    await expect(canvas.getByLabelText('Confirm new password')).toBeVisible();
  },
};

export const InvalidLink: Story = {
  parameters: { msw: mockApi() },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This link is invalid for resetting passwords'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const MissingToken: Story = {
  parameters: { route: route('/passwordReset') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This link is invalid for resetting passwords'),
    ).toBeVisible();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', updateButton));
    await expect(await canvas.findAllByText('This field is required.')).toHaveLength(2);
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvas }) => {
    await canvas.findByLabelText('New password');
    await fillFields(canvas, { 'New password': 'NewSecret1!', 'Confirm new password': 'Other1!' });
    await userEvent.click(canvas.getByRole('button', updateButton));
    await expect(
      await canvas.findByText('The new password and its confirmation are not the same.'),
    ).toBeVisible();
  },
};

export const Submitting: Story = {
  play: async ({ canvas, parameters }) => {
    await canvas.findByLabelText('New password');
    await fillFields(canvas, PASSWORDS);
    mockState(parameters.msw).scenario.latencyMs = FOREVER_MS;
    await userEvent.click(canvas.getByRole('button', updateButton));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Updating');
  },
};

/** The link was spent meanwhile: an 'Error' toast with the server's text. */
export const ServerError: Story = {
  play: async ({ canvas, canvasElement, parameters }) => {
    await canvas.findByLabelText('New password');
    await fillFields(canvas, PASSWORDS);
    mockState(parameters.msw).db.passwordResetToken.update({
      where: { token: { equals: TOKEN } },
      data: { used: true },
    });
    await userEvent.click(canvas.getByRole('button', updateButton));
    await expectToast(canvasElement, 'Error');
    await expectToast(canvasElement, 'This link is invalid for resetting passwords');
  },
};

export const Updated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByLabelText('New password');
    await fillFields(canvas, PASSWORDS);
    await userEvent.click(canvas.getByRole('button', updateButton));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(
      within(dialog).getByRole('heading', { name: 'Your password has been updated.' }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to Login' }));
    await expect(await canvas.findByRole('heading', { name: 'Navigated to /login' })).toBeVisible();
  },
};
