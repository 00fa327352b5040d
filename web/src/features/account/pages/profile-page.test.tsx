import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONAS } from '@sportsbook/mock-server/personas';
import { sessionStore } from '@/lib/session/session-store.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock } from '@/test/msw.ts';
import { renderRoutes } from '@/test/render.tsx';
import ProfilePage from './profile-page.tsx';

const renderPage = () =>
  renderRoutes([{ path: '/account/profile', element: <ProfilePage /> }], {
    path: '/account/profile',
  });

describe('ProfilePage (the terms and customer-data form)', () => {
  it("fills in the customer's data and locks a document number already on file", async () => {
    const { customer } = await logInAs('demo');
    renderPage();
    expect(await screen.findByLabelText('First name')).toHaveValue(customer.firstName);
    expect(screen.getByLabelText('Email')).toHaveValue(customer.emailAddress);
    expect(screen.getByLabelText('ID or RNC')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('City')).not.toHaveAttribute('readonly');
  });

  it("says 'All fields are required' and why beside each field when the form is invalid", async () => {
    const user = userEvent.setup();
    await logInAs('demo');
    renderPage();
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.clear(screen.getByLabelText('City'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before saving, then saves and keeps the session customer current', async () => {
    const user = userEvent.setup();
    await logInAs('demo');
    renderPage();
    const city = await screen.findByLabelText('City');
    await user.clear(city);
    await user.type(city, 'La Romana');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure that you want to perform this action?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    const stored = () =>
      mock.state.db.user.findFirst({ where: { userId: { equals: PERSONAS.demo.userId } } });
    expect(stored()?.city).not.toBe('La Romana');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, save' }),
    );
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(stored()?.city).toBe('La Romana');
    expect(sessionStore.get()?.customer?.city).toBe('La Romana');
  });
});
