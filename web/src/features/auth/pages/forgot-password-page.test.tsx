import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import { mock } from '@/test/msw.ts';
import ForgotPasswordPage from './forgot-password-page.tsx';

const routes = [
  { path: '/forgotPassword', element: <ForgotPasswordPage /> },
  { path: '/', element: <Landmark name="home" /> },
  { path: '/login', element: <Landmark name="login" /> },
];

async function request(userName: string, email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), userName);
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Request' }));
  return user;
}

describe('ForgotPasswordPage', () => {
  it('requires the username and the email', async () => {
    renderRoutes(routes, { path: '/forgotPassword' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Request' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
  });

  it('shows a refusal in the error box and in a toast titled Error', async () => {
    renderRoutes(routes, { path: '/forgotPassword' });
    await request('demo', 'someone@example.com');
    const message = 'The user name and email do not match our records.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('demo');
  });

  it("confirms the request in a dialog whose Back button goes to '/'", async () => {
    renderRoutes(routes, { path: '/forgotPassword' });
    const user = await request('demo', 'demo@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Request sent' });
    expect(
      within(dialog).getByText('Chech your email and click on the link we provided to continue.'),
    ).toBeInTheDocument();
    expect(mock.state.resetLinks.get('demo')).toContain('/passwordReset?token=');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('landed on home')).toBeInTheDocument();
  });
});
