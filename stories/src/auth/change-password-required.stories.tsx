import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ChangePasswordRequiredPage from '@/features/auth/pages/change-password-required-page.tsx';
import { sessionStore } from '@/lib/session/session-store.ts';
import { route } from '../support/app-frame.tsx';
import { fillFields, FOREVER_MS } from '../support/form.ts';
import { expectToast } from '../support/toasts.ts';
import { mockApi, mockState, PERSONA_PASSWORD } from '../support/mock-api.ts';

/** SPEC §2 Change password, required version: the user with pwdChangeFlag ('locked') must change it. */
const meta = {
  title: 'Auth/Change password required',
  component: ChangePasswordRequiredPage,
  parameters: {
    route: route('/changePasswordRequired'),
    msw: mockApi(undefined, { persona: 'locked' }),
  },
} satisfies Meta<typeof ChangePasswordRequiredPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const updateButton = { name: /Update/ };
const CHANGE = {
  'Current password': PERSONA_PASSWORD,
  'New password': 'NewSecret1!',
  'Confirm new password': 'NewSecret1!',
};

export const Default: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.getByLabelText('Current password')).toBeVisible();
  },
};

/** Without a stored session the screen sends the visitor to /login. */
export const LoggedOut: Story = {
  parameters: { msw: mockApi() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Navigated to /login' })).toBeVisible();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', updateButton));
    await expect(await canvas.findAllByText('This field is required.')).toHaveLength(3);
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvas }) => {
    await fillFields(canvas, { ...CHANGE, 'Confirm new password': 'Other1!' });
    await userEvent.click(canvas.getByRole('button', updateButton));
    await expect(
      await canvas.findByText('The new password and its confirmation are not the same.'),
    ).toBeVisible();
  },
};

export const WrongCurrentPassword: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillFields(canvas, { ...CHANGE, 'Current password': 'wrong' });
    await userEvent.click(canvas.getByRole('button', updateButton));
    await expectToast(canvasElement, 'Error');
    await expectToast(canvasElement, 'The current password is incorrect.');
  },
};

export const Submitting: Story = {
  play: async ({ canvas, parameters }) => {
    await fillFields(canvas, CHANGE);
    mockState(parameters.msw).scenario.latencyMs = FOREVER_MS;
    await userEvent.click(canvas.getByRole('button', updateButton));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Updating');
    await expect(canvas.getByRole('button', updateButton)).toBeDisabled();
  },
};

/** Continue clears the forced flag and goes home. */
export const Updated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillFields(canvas, CHANGE);
    await userEvent.click(canvas.getByRole('button', updateButton));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(
      within(dialog).getByRole('heading', { name: 'Your password has been updated.' }),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Navigated to /' })).toBeVisible();
    await expect(sessionStore.get()?.user.pwdChangeFlag).toBe(false);
  },
};

export const Logout: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { name: 'Navigated to /login' })).toBeVisible();
    await expect(sessionStore.get()).toBeNull();
  },
};
