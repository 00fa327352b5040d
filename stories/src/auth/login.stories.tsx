import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import LoginPage from '@/features/auth/pages/login-page.tsx';
import { route } from '../support/app-frame.tsx';
import { fillFields, FOREVER_MS, type Canvas } from '../support/form.ts';
import { viewport } from '../support/viewports.ts';
import { mockApi, PERSONA_PASSWORD } from '../support/mock-api.ts';

/** SPEC §2 Login: username and password, links to forgot password and register. */
const meta = {
  title: 'Auth/Login',
  component: LoginPage,
  parameters: { route: route('/login') },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(canvas: Canvas, userName: string, password: string) {
  await fillFields(canvas, { Username: userName, Password: password });
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
}

export const Default: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
    await expect(canvas.getByRole('link', { name: 'Join Us' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

/** Only the generic theme shows the background image (SPEC §1). */
export const GenericTheme: Story = {
  globals: { theme: 'generic' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-login-background]')).toHaveAttribute(
      'data-login-background',
      'on',
    );
  },
};

export const RealTheme: Story = {
  globals: { theme: 'real' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-login-background]')).toHaveAttribute(
      'data-login-background',
      'off',
    );
  },
};

export const SgTheme: Story = {
  globals: { theme: 'sg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-login-background]')).toHaveAttribute(
      'data-login-background',
      'off',
    );
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent('Log in');
  },
};

export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findAllByText('This field is required.')).toHaveLength(2);
  },
};

/** The server's text shows under the form and the fields keep their values. */
export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await logIn(canvas, 'demo', 'wrong');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The user name or password is incorrect.',
    );
    await expect(canvas.getByLabelText('Username')).toHaveValue('demo');
    await expect(canvas.getByLabelText('Password')).toHaveValue('wrong');
  },
};

/** The backend answers slowly: the button is disabled and shows a spinner. */
export const Submitting: Story = {
  parameters: {
    msw: mockApi((state) => {
      state.scenario.latencyMs = FOREVER_MS;
    }),
  },
  play: async ({ canvas }) => {
    await logIn(canvas, 'demo', PERSONA_PASSWORD);
    await expect(await canvas.findByRole('button', { name: /Login/ })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Logging in');
  },
};

export const LoggedIn: Story = {
  play: async ({ canvas }) => {
    await logIn(canvas, 'demo', PERSONA_PASSWORD);
    await expect(await canvas.findByRole('heading', { name: 'Navigated to /' })).toBeVisible();
  },
};

export const ReturnUrl: Story = {
  parameters: { route: route('/login?returnUrl=%2Faccount', { pattern: '/login' }) },
  play: async ({ canvas }) => {
    await logIn(canvas, 'demo', PERSONA_PASSWORD);
    await expect(
      await canvas.findByRole('heading', { name: 'Navigated to /account' }),
    ).toBeVisible();
  },
};

/** A customer who never accepted the terms goes to /agreement. */
export const TermsPending: Story = {
  play: async ({ canvas }) => {
    await logIn(canvas, 'newbie', PERSONA_PASSWORD);
    await expect(
      await canvas.findByRole('heading', { name: 'Navigated to /agreement' }),
    ).toBeVisible();
  },
};

/** A user with pwdChangeFlag goes to the forced password change. */
export const PasswordChangeRequired: Story = {
  play: async ({ canvas }) => {
    await logIn(canvas, 'locked', PERSONA_PASSWORD);
    await expect(
      await canvas.findByRole('heading', { name: 'Navigated to /changePasswordRequired' }),
    ).toBeVisible();
  },
};
