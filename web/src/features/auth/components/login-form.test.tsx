import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { PERSONA_PASSWORD } from '@sportsbook/mock-server/personas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import { sessionStore } from '@/lib/session/session-store.ts';
import { server } from '@/test/msw.ts';
import { LoginForm } from './login-form.tsx';

const routes = [
  { path: '/login', element: <LoginForm /> },
  { path: '/', element: <Landmark name="home" /> },
  { path: '/account', element: <Landmark name="account" /> },
  { path: '/agreement', element: <Landmark name="agreement" /> },
  { path: '/changePasswordRequired', element: <Landmark name="change password" /> },
];

async function logIn(userName: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), userName);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm', () => {
  it('shows the required messages beside empty fields', async () => {
    renderRoutes(routes, { path: '/login' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
  });

  it('focuses the first refused field, then checks again as the user types', async () => {
    renderRoutes(routes, { path: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);
    await user.type(screen.getByLabelText('Username'), 'd');
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'false');
    await user.clear(screen.getByLabelText('Username'));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });

  it('keeps the fields and shows the server error under the form on a wrong password', async () => {
    renderRoutes(routes, { path: '/login' });
    await logIn('demo', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The user name or password is incorrect.',
    );
    expect(screen.getByLabelText('Username')).toHaveValue('demo');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
  });

  it("shows the server's message when logins are refused for a while (429)", async () => {
    const locked = 'Too many failed logins for this account. Try again in a few minutes.';
    server.use(
      http.post('*/w/api/token', () =>
        Response.json(
          { type: 'about:blank', title: 'Too Many Requests', status: 429, message: locked },
          {
            status: 429,
            headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '300' },
          },
        ),
      ),
    );
    renderRoutes(routes, { path: '/login' });
    await logIn('demo', PERSONA_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(locked);
    expect(sessionStore.get()).toBeNull();
  });

  it('stores the session and goes to the return URL', async () => {
    renderRoutes(routes, { path: '/login?returnUrl=%2Faccount' });
    await logIn('demo', PERSONA_PASSWORD);
    expect(await screen.findByText('landed on account')).toBeInTheDocument();
    expect(sessionStore.get()?.user.userName).toBe('demo');
    expect(sessionStore.get()?.customer?.customerId).toBeGreaterThan(0);
  });

  it('never follows a return URL to another origin', async () => {
    renderRoutes(routes, { path: '/login?returnUrl=%2F%2Fevil.example' });
    await logIn('demo', PERSONA_PASSWORD);
    expect(await screen.findByText('landed on home')).toBeInTheDocument();
  });

  it('sends a customer who never accepted the terms to /agreement', async () => {
    renderRoutes(routes, { path: '/login' });
    await logIn('newbie', PERSONA_PASSWORD);
    expect(await screen.findByText('landed on agreement')).toBeInTheDocument();
  });

  it('sends a user with pwdChangeFlag to the forced change', async () => {
    renderRoutes(routes, { path: '/login' });
    await logIn('locked', PERSONA_PASSWORD);
    expect(await screen.findByText('landed on change password')).toBeInTheDocument();
  });
});
