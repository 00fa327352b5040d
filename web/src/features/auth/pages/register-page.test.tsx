import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import { mock, server } from '@/test/msw.ts';
import RegisterPage from './register-page.tsx';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/login', element: <Landmark name="login" /> },
];

const valid = {
  'First name': 'Ana',
  'Last name': 'Pérez',
  'ID or RNC': '001-7654321-0',
  City: 'Santiago',
  Email: 'ana@example.com',
  Phone: '8095550199',
  Password: 'Secret1!',
  'Confirm password': 'Secret1!',
};

async function openForm() {
  renderRoutes(routes, { path: '/register' });
  return screen.findByRole('button', { name: 'Register' });
}

async function fill(user: UserEvent, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('RegisterPage', () => {
  it('shows the fields, hides the agent code, and keeps Register disabled until the form is valid', async () => {
    const user = userEvent.setup();
    const register = await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Agent group code')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('maxLength', '10');
    expect(register).toBeDisabled();
    await fill(user, valid);
    expect(register).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows each validation message as the user types', async () => {
    const user = userEvent.setup();
    const register = await openForm();
    await fill(user, { ...valid, Email: 'ana@', Phone: '80955', 'Confirm password': 'Other1!' });
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('The phone must have exactly 10 digits.')).toBeInTheDocument();
    expect(
      screen.getByText('The password confirmation does not match the password.'),
    ).toBeInTheDocument();
    await fill(user, { City: '' });
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(register).toBeDisabled();
  });

  it('tells the visitor when registration is not enabled', async () => {
    mock.state.scenario.registrationDisabled = true;
    renderRoutes(routes, { path: '/register' });
    expect(
      await screen.findByText(
        'User registration is not enabled, if you need to register a new user please contact the administrator.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(await screen.findByText('landed on login')).toBeInTheDocument();
  });

  it('asks for the agent group code when the metadata requires it', async () => {
    mock.state.scenario.agentGroupCodeRequired = true;
    const user = userEvent.setup();
    const register = await openForm();
    const code = screen.getByLabelText('Agent group code');
    expect(code).toHaveValue('');
    await fill(user, valid);
    expect(register).toBeDisabled();
    await user.type(code, 'ZZ9');
    expect(register).toBeEnabled();
    await user.click(register);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The agent group code is not valid.',
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
  });

  it('pre-fills the agent group code from the token metadata and no longer requires it', async () => {
    mock.state.scenario.agentGroupCodeRequired = true;
    mock.state.scenario.tokenMetadataCode = 'AG7';
    const user = userEvent.setup();
    const register = await openForm();
    const code = screen.getByLabelText('Agent group code');
    expect(code).toHaveValue('AG7');
    await fill(user, valid);
    await user.clear(code);
    expect(register).toBeEnabled();
  });

  it('shows the new user name in a dialog that only leads to the login, and clears the form', async () => {
    const user = userEvent.setup();
    const register = await openForm();
    await fill(user, valid);
    await user.click(register);
    const dialog = await screen.findByRole('dialog', { name: 'Your user is:' });
    const created = mock.state.db.user.findFirst({
      where: { emailAddress: { equals: 'ana@example.com' } },
    });
    expect(created?.userName).toMatch(/^aperez\d+$/);
    expect(within(dialog).getByText(created?.userName ?? '?')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Use this user and your password to log in.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('First name', { selector: 'input' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByText('landed on login')).toBeInTheDocument();
  });

  it('shows a refusal (statusCode other than 200) inline', async () => {
    const user = userEvent.setup();
    const register = await openForm();
    await fill(user, { ...valid, Email: 'demo@example.com' });
    await user.click(register);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A customer with that email address is already registered.',
    );
  });

  it('shows a transport error inline', async () => {
    mock.state.scenario.errors['account.createCustomer'] = 500;
    const user = userEvent.setup();
    const register = await openForm();
    await fill(user, valid);
    await user.click(register);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Injected failure for account.createCustomer',
    );
  });

  it('ignores a second submit while the first is loading', async () => {
    const user = userEvent.setup();
    const register = await openForm();
    await fill(user, valid);
    mock.state.scenario.latencyMs = 200;
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/Account/CreateCustomer')) calls += 1;
    });
    const form = register.closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    await waitFor(() => {
      expect(register).toBeDisabled();
    });
    fireEvent.submit(form);
    await screen.findByRole('dialog', { name: 'Your user is:' });
    expect(calls).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });
});
