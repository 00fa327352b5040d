import type * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { renderRoutes } from '@/test/render.tsx';
import { markLoadFailures, RouteCodeNotLoaded, RouteError } from './route-error.tsx';

const logged = vi.spyOn(console, 'error');
beforeEach(() => {
  logged.mockImplementation(() => undefined);
});
afterEach(() => {
  logged.mockReset();
});

const failure = new TypeError('Failed to fetch dynamically imported module');

function Home() {
  return (
    <main>
      <h1>Home</h1>
      <Link to="/inbox">Inbox</Link>
      <Link to="/broken">Broken</Link>
    </main>
  );
}

function Broken(): React.ReactNode {
  throw new Error('a page that broke');
}

/** Home, a page whose code does not arrive, and a page that breaks, under the app's error view. */
const routes = () =>
  markLoadFailures([
    {
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <Home /> },
        { path: '/inbox', lazy: () => Promise.reject(failure) },
        { path: '/broken', element: <Broken /> },
      ],
    },
  ]);

describe('RouteError (decision 246)', () => {
  it('says a page whose code did not arrive could not be shown, with Reload page first', async () => {
    renderRoutes(routes());
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Inbox' }));
    expect(await screen.findByRole('heading', { name: 'ERROR OCCURED' })).toBeInTheDocument();
    expect(
      screen.getByText('This part of the page could not be shown. Reload the page to try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GO TO DASHBOARD' })).toHaveAttribute('href', '/');
    const reported = logged.mock.calls.flat().find((value) => value instanceof RouteCodeNotLoaded);
    expect(reported).toBeInstanceOf(RouteCodeNotLoaded);
    expect(reported instanceof RouteCodeNotLoaded && reported.cause).toBe(failure);
  });

  it('keeps the spec’s error page for a page that broke', async () => {
    renderRoutes(routes());
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Broken' }));
    expect(await screen.findByRole('heading', { name: 'ERROR OCCURED' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();
  });
});
