import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import RegisterPage from '@/features/auth/pages/register-page.tsx';
import { route } from '../support/app-frame.tsx';
import { fillFields, FOREVER_MS } from '../support/form.ts';
import { viewport } from '../support/viewports.ts';
import { mockApi, mockState } from '../support/mock-api.ts';
import { expectToast } from '../support/toasts.ts';

/** SPEC §2 Sign up, §4 Registration, §5 Signup validation. */
const meta = {
  title: 'Auth/Register',
  component: RegisterPage,
  parameters: { route: route('/register'), msw: mockApi() },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_CUSTOMER = {
  'First name': 'Ana',
  'Last name': 'Lopez',
  'ID or RNC': '40212345678',
  City: 'Santiago',
  Email: 'ana.lopez@example.com',
  Phone: '8095551234',
  Password: 'Secret123!',
  'Confirm password': 'Secret123!',
};

const registerButton = { name: /Register/ };

export const Loading: Story = {
  tags: ['smoke'],
  parameters: {
    msw: mockApi((state) => {
      state.scenario.latencyMs = FOREVER_MS;
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
  },
};

/** The Register button stays disabled while the form is invalid. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('First name')).toBeVisible();
    await expect(canvas.queryByLabelText('Agent group code')).toBeNull();
    await expect(canvas.getByRole('button', registerButton)).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('First name')).toBeVisible();
  },
};

export const AgentGroupCodeRequired: Story = {
  parameters: {
    msw: mockApi((state) => {
      state.scenario.agentGroupCodeRequired = true;
    }),
  },
  play: async ({ canvas }) => {
    const code = await canvas.findByLabelText('Agent group code');
    await userEvent.type(code, '  ');
    await userEvent.clear(code);
    await expect(await canvas.findAllByText('This field is required.')).not.toHaveLength(0);
  },
};

/** A token code pre-fills the agent group code (and lifts the requirement). */
export const AgentGroupCodePrefilled: Story = {
  parameters: {
    msw: mockApi((state) => {
      state.scenario.agentGroupCodeRequired = true;
      state.scenario.tokenMetadataCode = 'AG7';
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('First name')).toBeVisible();
    const code = canvas.queryByLabelText('Agent group code');
    if (code) await expect(code).toHaveValue('AG7');
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await fillFields(canvas, { 'First name': 'x', City: 'x' });
    await fillFields(canvas, { 'First name': '', City: '' });
    await expect(await canvas.findAllByText('This field is required.')).toHaveLength(2);
    await expect(canvas.getByRole('button', registerButton)).toBeDisabled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    await fillFields(canvas, { Email: 'not-an-email' });
    await expect(await canvas.findByText('Enter a valid email address.')).toBeVisible();
  },
};

export const PhoneNotTenDigits: Story = {
  play: async ({ canvas }) => {
    await fillFields(canvas, { Phone: '80955' });
    await expect(await canvas.findByText('The phone must have exactly 10 digits.')).toBeVisible();
  },
};

export const PasswordConfirmationMismatch: Story = {
  play: async ({ canvas }) => {
    await fillFields(canvas, { Password: 'Secret123!', 'Confirm password': 'Secret124!' });
    await expect(
      await canvas.findByText('The password confirmation does not match the password.'),
    ).toBeVisible();
  },
};

/** A valid form: the Register button is enabled. */
export const ReadyToSubmit: Story = {
  play: async ({ canvas }) => {
    await fillFields(canvas, NEW_CUSTOMER);
    await expect(canvas.getByRole('button', registerButton)).toBeEnabled();
  },
};

export const Submitting: Story = {
  play: async ({ canvas, parameters }) => {
    await fillFields(canvas, NEW_CUSTOMER);
    mockState(parameters.msw).scenario.latencyMs = FOREVER_MS;
    await userEvent.click(canvas.getByRole('button', registerButton));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Registering');
    await expect(canvas.getByRole('button', registerButton)).toBeDisabled();
  },
};

/** A refusal (statusCode other than 200) shows in the inline error line. */
export const ServerError: Story = {
  play: async ({ canvas }) => {
    await fillFields(canvas, { ...NEW_CUSTOMER, Email: 'demo@example.com' });
    await userEvent.click(canvas.getByRole('button', registerButton));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'A customer with that email address is already registered.',
    );
  },
};

export const RegistrationDisabled: Story = {
  parameters: {
    msw: mockApi((state) => {
      state.scenario.registrationDisabled = true;
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'User registration is not enabled, if you need to register a new user please contact the administrator.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** The metadata call fails (after the query client's retries): a notice, Retry and an error toast. */
export const MetadataError: Story = {
  parameters: {
    msw: mockApi((state) => {
      state.scenario.errors['meta.registration'] = 500;
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText('Registration could not be loaded.', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expectToast(canvasElement, 'Injected failure for meta.registration');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A non-closable dialog with the new user name. */
export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillFields(canvas, NEW_CUSTOMER);
    await userEvent.click(canvas.getByRole('button', registerButton));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: 'Your user is:' })).toBeVisible();
    await expect(within(dialog).getByText(/^alopez\d+$/)).toBeVisible();
    await expect(
      within(dialog).getByText('Use this user and your password to log in.'),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Go to Login' })).toBeVisible();
  },
};
