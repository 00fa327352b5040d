import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ForgotPasswordPage from '@/features/auth/pages/forgot-password-page.tsx';
import { route } from '../support/app-frame.tsx';
import { fillFields, FOREVER_MS } from '../support/form.ts';
import { expectToast } from '../support/toasts.ts';
import { mockApi } from '../support/mock-api.ts';

/** SPEC §2 Forgot password: user and email, Request, an error box, the 'Request sent' dialog. */
const meta = {
  title: 'Auth/Forgot password',
  component: ForgotPasswordPage,
  parameters: { route: route('/forgotPassword') },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const requestButton = { name: /Request/ };

export const Default: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await expect(canvas.getByRole('button', requestButton)).toBeEnabled();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', requestButton));
    await expect(await canvas.findAllByText('This field is required.')).toHaveLength(2);
  },
};

export const Submitting: Story = {
  parameters: {
    msw: mockApi((state) => {
      state.scenario.latencyMs = FOREVER_MS;
    }),
  },
  play: async ({ canvas }) => {
    await fillFields(canvas, { Username: 'demo', Email: 'demo@example.com' });
    await userEvent.click(canvas.getByRole('button', requestButton));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Sending request');
    await expect(canvas.getByRole('button', requestButton)).toBeDisabled();
  },
};

/** The server's refusal shows in the error box (and in an 'Error' toast). */
export const ServerError: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillFields(canvas, { Username: 'demo', Email: 'someone@example.com' });
    await userEvent.click(canvas.getByRole('button', requestButton));
    const message = 'The user name and email do not match our records.';
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    await expectToast(canvasElement, 'Error');
  },
};

export const RequestSent: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillFields(canvas, { Username: 'demo', Email: 'demo@example.com' });
    await userEvent.click(canvas.getByRole('button', requestButton));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await expect(
      within(dialog).getByText('Chech your email and click on the link we provided to continue.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('heading', { name: 'Navigated to /' })).toBeVisible();
  },
};
