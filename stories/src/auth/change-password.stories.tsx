import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ChangePasswordPage from '@/features/auth/pages/change-password-page.tsx';
import { route } from '../support/app-frame.tsx';
import { fillFields, FOREVER_MS } from '../support/form.ts';
import { expectToast } from '../support/toasts.ts';
import { mockApi, mockState, PERSONA_PASSWORD } from '../support/mock-api.ts';

/** SPEC §2 Change password, voluntary version at /changePassword: Back link, Continue closes. */
const meta = {
  title: 'Auth/Change password',
  component: ChangePasswordPage,
  parameters: {
    route: route('/changePassword'),
    msw: mockApi(undefined, { persona: 'demo' }),
  },
} satisfies Meta<typeof ChangePasswordPage>;

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
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/account');
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
  },
};

/** The dialog is closable, and Continue only closes it. */
export const Updated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillFields(canvas, CHANGE);
    await userEvent.click(canvas.getByRole('button', updateButton));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(
      within(dialog).getByRole('heading', { name: 'Your password has been updated.' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  },
};
