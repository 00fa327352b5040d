import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import AgreementPage from '@/features/auth/pages/agreement-page.tsx';
import { sessionStore } from '@/lib/session/session-store.ts';
import { route } from '../support/app-frame.tsx';
import { FOREVER_MS } from '../support/form.ts';
import { viewport } from '../support/viewports.ts';
import { expectToast } from '../support/toasts.ts';
import { mockApi, mockState } from '../support/mock-api.ts';

/** SPEC §2 Terms agreement, for 'newbie' (terms acceptance on, never accepted). */
const meta = {
  title: 'Auth/Agreement',
  component: AgreementPage,
  parameters: {
    route: route('/agreement'),
    msw: mockApi(undefined, { persona: 'newbie' }),
  },
} satisfies Meta<typeof AgreementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const acceptBox = { name: 'I accept the terms and conditions' };
const confirmButton = { name: /Confirm/ };

/** Read-only customer data, the statement naming the agent, and Confirm disabled until accepted. */
export const Default: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('First name')).toHaveValue('Nico');
    await expect(canvas.getByLabelText('First name')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Document')).toHaveValue('001010027');
    await expect(canvas.getByRole('heading', { name: 'Responsible gaming' })).toBeVisible();
    await expect(canvas.getAllByText(/Agent Seven/).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('checkbox', acceptBox)).not.toBeChecked();
    await expect(canvas.getByRole('button', confirmButton)).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', acceptBox)).toBeVisible();
  },
};

export const LoggedOut: Story = {
  parameters: { msw: mockApi() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Navigated to /login' })).toBeVisible();
  },
};

export const TermsAccepted: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', acceptBox));
    await expect(canvas.getByRole('checkbox', acceptBox)).toBeChecked();
    await expect(canvas.getByRole('button', confirmButton)).toBeEnabled();
  },
};

export const Saving: Story = {
  play: async ({ canvas, parameters }) => {
    await userEvent.click(canvas.getByRole('checkbox', acceptBox));
    mockState(parameters.msw).scenario.latencyMs = FOREVER_MS;
    await userEvent.click(canvas.getByRole('button', confirmButton));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saving');
  },
};

export const SaveError: Story = {
  play: async ({ canvas, canvasElement, parameters }) => {
    mockState(parameters.msw).scenario.errors['account.saveCustomer'] = 500;
    await userEvent.click(canvas.getByRole('checkbox', acceptBox));
    await userEvent.click(canvas.getByRole('button', confirmButton));
    await expectToast(canvasElement, 'Injected failure for account.saveCustomer');
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** Confirm saves the acceptance and goes home. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', acceptBox));
    await userEvent.click(canvas.getByRole('button', confirmButton));
    await expect(await canvas.findByRole('heading', { name: 'Navigated to /' })).toBeVisible();
    await expect(sessionStore.get()?.customer?.lastAcceptanceTerms).toBeTruthy();
  },
};

/** 'Go to Login' logs out. */
export const GoToLogin: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Login' }));
    await expect(await canvas.findByRole('heading', { name: 'Navigated to /login' })).toBeVisible();
    await expect(sessionStore.get()).toBeNull();
  },
};

/**
 * Decline (SPEC §4): acceptedTerms false, answered 200, logs the user out; the box need not be
 * checked (decision 132).
 */
export const Declined: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', acceptBox)).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(await canvas.findByRole('heading', { name: 'Navigated to /login' })).toBeVisible();
    await expect(sessionStore.get()).toBeNull();
  },
};

/** Spanish on a phone: 'Rechazar' beside 'Ir al inicio de sesión' and 'Confirmar'. */
export const DeclineInSpanish: Story = {
  globals: { language: 'es', ...viewport('mobile') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Rechazar' })).toBeEnabled();
  },
};
