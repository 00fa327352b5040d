import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api } from '@/lib/api.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import { mock } from '@/test/msw.ts';
import PasswordResetPage from './password-reset-page.tsx';

const routes = [
  { path: '/passwordReset', element: <PasswordResetPage /> },
  { path: '/login', element: <Landmark name="login" /> },
];

/** Asks the API for a reset link, as the forgot-password screen does, and returns its path. */
async function resetLink(): Promise<string> {
  await api.call('account.passwordResetRequest', {
    body: { userName: 'demo', email: 'demo@example.com' },
  });
  const link = mock.state.resetLinks.get('demo');
  if (!link) throw new Error('no reset link was issued');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function update(user: UserEvent, password: string, confirmation: string) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Update' }));
}

describe('PasswordResetPage', () => {
  it('says an unknown token is an invalid link, without showing the form', async () => {
    renderRoutes(routes, { path: '/passwordReset?token=not-a-token&user=demo' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking the link');
    expect(
      await screen.findByText('This link is invalid for resetting passwords'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('says a link without a token is invalid', () => {
    renderRoutes(routes, { path: '/passwordReset' });
    expect(screen.getByText('This link is invalid for resetting passwords')).toBeInTheDocument();
  });

  it('shows the user of a valid link and refuses a confirmation that differs', async () => {
    renderRoutes(routes, { path: await resetLink() });
    expect(await screen.findByText('demo')).toBeInTheDocument();
    await update(userEvent.setup(), 'NewPass1!', 'NewPass2!');
    expect(
      await screen.findByText('The new password and its confirmation are not the same.'),
    ).toBeInTheDocument();
  });

  it('sets the new password and offers Go to Login', async () => {
    renderRoutes(routes, { path: await resetLink() });
    const user = userEvent.setup();
    await update(user, 'NewPass1!', 'NewPass1!');
    const dialog = await screen.findByRole('dialog', { name: 'Your password has been updated.' });
    const demo = mock.state.db.user.findFirst({ where: { userName: { equals: 'demo' } } });
    expect(demo?.password).toBe('NewPass1!');
    await user.click(within(dialog).getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByText('landed on login')).toBeInTheDocument();
  });

  it('shows a refused reset in a toast titled Error', async () => {
    renderRoutes(routes, { path: await resetLink() });
    await screen.findByLabelText('New password');
    await resetLink(); // a newer link spends the one on screen
    await update(userEvent.setup(), 'NewPass1!', 'NewPass1!');
    expect(
      await screen.findByText('This link is invalid for resetting passwords'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
