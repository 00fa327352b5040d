import { describe, expect, it, onTestFinished } from 'vitest';
import { http, HttpResponse } from 'msw';
import { PERSONA_PASSWORD, PERSONAS } from '@sportsbook/mock-server/personas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/lib/session/session-store.ts';
import { mock, server } from '@/test/msw.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import { signIn } from '../model/sign-in.ts';
import AgreementPage from './agreement-page.tsx';

const routes = [
  { path: '/agreement', element: <AgreementPage /> },
  { path: '/', element: <Landmark name="home" /> },
  { path: '/login', element: <Landmark name="login" /> },
];

const PRINCIPLES = [
  'Awareness and education',
  'Control tools',
  'Player protection',
  'Compliance',
  'Healthy practices',
];

describe('AgreementPage', () => {
  it('sends a visitor without a stored session to /login', async () => {
    renderRoutes(routes, { path: '/agreement' });
    expect(await screen.findByText('landed on login')).toBeInTheDocument();
  });

  it("shows the stored customer's data read-only and the statement naming the agent", async () => {
    await signIn('newbie', PERSONA_PASSWORD, null);
    renderRoutes(routes, { path: '/agreement' });
    const fields = {
      'First name': 'Nico',
      'Last name': 'Reyes',
      Document: '001010027',
      City: 'Santiago',
      Email: 'newbie@example.com',
      Phone: '8095551002',
    };
    for (const [label, value] of Object.entries(fields)) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveValue(value);
      expect(input).toHaveAttribute('readonly');
    }
    expect(screen.getByRole('heading', { name: 'Responsible gaming' })).toBeInTheDocument();
    expect(screen.getAllByText(/Agent Seven/).length).toBeGreaterThan(0);
    for (const principle of PRINCIPLES) {
      expect(screen.getByText(`${principle}:`)).toBeInTheDocument();
    }
  });

  it('enables Confirm only with the box checked, then records the acceptance and goes home', async () => {
    await signIn('newbie', PERSONA_PASSWORD, null);
    renderRoutes(routes, { path: '/agreement' });
    const user = userEvent.setup();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    const agreement = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    expect(confirm).toBeDisabled();
    await user.click(agreement);
    expect(confirm).toBeEnabled();
    await user.click(agreement);
    expect(await screen.findByText('All fields are required')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.click(agreement);
    await user.click(confirm);
    expect(await screen.findByText('landed on home')).toBeInTheDocument();
    expect(sessionStore.get()?.customer?.lastAcceptanceTerms).toBeTruthy();
  });

  it('declines the terms: acceptedTerms false answered 200 logs the user out (SPEC §4)', async () => {
    await signIn('newbie', PERSONA_PASSWORD, null);
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (!request.url.endsWith('/account/SaveCustomer')) return;
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
    });
    onTestFinished(() => {
      server.events.removeAllListeners('request:start');
    });
    renderRoutes(routes, { path: '/agreement' });
    const user = userEvent.setup();
    // The box need not be checked to decline.
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('landed on login')).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
    expect(bodies).toEqual([expect.objectContaining({ acceptedTerms: false, city: 'Santiago' })]);
    const newbie = mock.state.db.user.findFirst({
      where: { userId: { equals: PERSONAS.newbie.userId } },
    });
    expect(newbie?.lastAcceptanceTerms).toBeNull();
  });

  it('stays, with the message in an Error toast, when declining is not answered 200', async () => {
    await signIn('newbie', PERSONA_PASSWORD, null);
    server.use(
      http.post('*/w/api/account/SaveCustomer', () =>
        HttpResponse.json({ statusCode: 409, message: 'Try again later.' }),
      ),
    );
    renderRoutes(routes, { path: '/agreement' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('Try again later.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('landed on login')).toBeNull();
    expect(sessionStore.get()?.user.userName).toBe('newbie');
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('logs out with Go to Login', async () => {
    await signIn('newbie', PERSONA_PASSWORD, null);
    renderRoutes(routes, { path: '/agreement' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByText('landed on login')).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });
});
