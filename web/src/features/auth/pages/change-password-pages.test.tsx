import { describe, expect, it } from 'vitest';
import { PERSONA_PASSWORD } from '@sportsbook/mock-server/personas';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { sessionStore } from '@/lib/session/session-store.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import { mock } from '@/test/msw.ts';
import { signIn } from '../model/sign-in.ts';
import ChangePasswordPage from './change-password-page.tsx';
import ChangePasswordRequiredPage from './change-password-required-page.tsx';

const routes = [
  { path: '/changePasswordRequired', element: <ChangePasswordRequiredPage /> },
  { path: '/changePassword', element: <ChangePasswordPage /> },
  { path: '/', element: <Landmark name="home" /> },
  { path: '/login', element: <Landmark name="login" /> },
];

async function change(user: UserEvent, current: string, next: string, confirmation = next) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Update' }));
}

const passwordOf = (userName: string) =>
  mock.state.db.user.findFirst({ where: { userName: { equals: userName } } })?.password;

describe('ChangePasswordRequiredPage', () => {
  it('sends a visitor without a stored session to /login', async () => {
    renderRoutes(routes, { path: '/changePasswordRequired' });
    expect(await screen.findByText('landed on login')).toBeInTheDocument();
  });

  it('requires every field and a matching confirmation', async () => {
    await signIn('locked', PERSONA_PASSWORD, null);
    renderRoutes(routes, { path: '/changePasswordRequired' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    await change(user, PERSONA_PASSWORD, 'NewPass1!', 'NewPass2!');
    expect(
      await screen.findByText('The new password and its confirmation are not the same.'),
    ).toBeInTheDocument();
  });

  it('shows a wrong current password in a toast titled Error', async () => {
    await signIn('locked', PERSONA_PASSWORD, null);
    renderRoutes(routes, { path: '/changePasswordRequired' });
    await change(userEvent.setup(), 'wrong', 'NewPass1!');
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('updates the password, then Continue clears the forced flag and goes home', async () => {
    await signIn('locked', PERSONA_PASSWORD, null);
    renderRoutes(routes, { path: '/changePasswordRequired' });
    const user = userEvent.setup();
    await change(user, PERSONA_PASSWORD, 'NewPass1!');
    const dialog = await screen.findByRole('dialog', { name: 'Your password has been updated.' });
    expect(passwordOf('locked')).toBe('NewPass1!');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(sessionStore.get()?.user.pwdChangeFlag).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('landed on home')).toBeInTheDocument();
    expect(sessionStore.get()?.user.pwdChangeFlag).toBe(false);
  });

  it('logs out', async () => {
    await signIn('locked', PERSONA_PASSWORD, null);
    renderRoutes(routes, { path: '/changePasswordRequired' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('landed on login')).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });
});

describe('ChangePasswordPage', () => {
  it('has a Back link and a Continue that only closes the dialog', async () => {
    await signIn('demo', PERSONA_PASSWORD, null);
    renderRoutes(routes, { path: '/changePassword' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/account');
    const user = userEvent.setup();
    await change(user, PERSONA_PASSWORD, 'NewPass1!');
    const dialog = await screen.findByRole('dialog', { name: 'Your password has been updated.' });
    expect(passwordOf('demo')).toBe('NewPass1!');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
