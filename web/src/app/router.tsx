import { Navigate, redirect, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { HOME_ROUTE_ID, LEAGUE_ROUTE_ID } from './route-ids.ts';
import { requireRegion } from './guards/region.ts';
import { requireCashier, requireCustomer, requireQuickGames } from './guards/session.ts';
import { markLoadFailures, RouteError } from './route-error.tsx';
import { RouteLoading } from './route-loading.tsx';

// Pages load lazily so a first visit to /login fetches only what it shows.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const notFound = page(() => import('@/features/status/pages/not-found-page.tsx'));
// The public shell renders once its texts are in the language on screen (decisions 096, 120).
const publicShell = async () => {
  const { default: Component, shellTexts } = await import('./layouts/public-layout.tsx');
  await shellTexts;
  return { Component };
};

/**
 * SPEC §2's route table, all of it, with its guards; anything else is the not-found page.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const region = async () => {
    await requireRegion(queryClient);
    return null;
  };
  return markLoadFailures([
    {
      errorElement: <RouteError />,
      HydrateFallback: RouteLoading,
      children: [
        {
          path: '/login',
          loader: region,
          lazy: page(() => import('@/features/auth/pages/login-page.tsx')),
        },
        {
          path: '/register',
          loader: region,
          lazy: page(() => import('@/features/auth/pages/register-page.tsx')),
        },
        {
          path: '/forgotPassword',
          lazy: page(() => import('@/features/auth/pages/forgot-password-page.tsx')),
        },
        {
          path: '/passwordReset',
          lazy: page(() => import('@/features/auth/pages/password-reset-page.tsx')),
        },
        {
          path: '/agreement',
          lazy: page(() => import('@/features/auth/pages/agreement-page.tsx')),
        },
        {
          path: '/changePasswordRequired',
          lazy: page(() => import('@/features/auth/pages/change-password-required-page.tsx')),
        },
        {
          path: '/services',
          lazy: publicShell,
          children: [
            { index: true, element: <Navigate to="sport" replace /> },
            {
              path: 'sport',
              lazy: page(() => import('@/features/public-sports/pages/public-sports-page.tsx')),
            },
            {
              path: 'other/:label',
              lazy: page(
                () => import('@/features/external-service/pages/external-service-page.tsx'),
              ),
            },
          ],
        },
        {
          // Issue 25: the responsible-gaming statement, public, in the public shell (decision 120).
          lazy: publicShell,
          children: [
            {
              path: '/safer-gambling',
              lazy: async () => {
                const { default: Component, pageTexts } =
                  await import('@/features/safer-gambling/pages/safer-gambling-page.tsx');
                await pageTexts;
                return { Component };
              },
            },
          ],
        },
        { path: '/error', lazy: page(() => import('@/features/status/pages/error-page.tsx')) },
        { path: '/access', lazy: page(() => import('@/features/status/pages/access-page.tsx')) },
        { path: '/notfound', lazy: notFound },
        {
          path: '/access-denied',
          lazy: page(() => import('@/features/status/pages/access-denied-page.tsx')),
        },
        {
          path: '/',
          loader: async ({ request }) => {
            await requireRegion(queryClient);
            requireCustomer(request);
            return null;
          },
          // The shell renders once its screens' texts are in the language on screen (decision 096).
          lazy: async () => {
            const { default: Component, appTexts } = await import('./layouts/main-layout.tsx');
            await appTexts;
            return { Component };
          },
          children: [
            {
              lazy: page(() => import('./layouts/betting-layout.tsx')),
              children: [
                {
                  id: HOME_ROUTE_ID,
                  index: true,
                  lazy: page(() => import('@/features/home/pages/home-page.tsx')),
                },
                {
                  id: LEAGUE_ROUTE_ID,
                  path: 'leagues/:sport/:league',
                  lazy: page(() => import('@/features/sportsbook/pages/league-page.tsx')),
                },
                {
                  path: 'event/:matchup/:eventId',
                  lazy: page(() => import('@/features/sportsbook/pages/event-page.tsx')),
                },
              ],
            },
            {
              path: 'other/:label',
              lazy: page(
                () => import('@/features/external-service/pages/external-service-page.tsx'),
              ),
            },
            {
              path: 'changePassword',
              lazy: page(() => import('@/features/auth/pages/change-password-page.tsx')),
            },
            {
              path: 'account',
              lazy: page(() => import('@/features/account/pages/account-page.tsx')),
            },
            {
              // The spec gives the terms and customer-data form no route (decision 060).
              path: 'account/profile',
              lazy: page(() => import('@/features/account/pages/profile-page.tsx')),
            },
            {
              path: 'account/transactions',
              lazy: page(() => import('@/features/transactions/pages/transactions-page.tsx')),
            },
            {
              path: 'account/transactions/:type',
              lazy: page(() => import('@/features/transactions/pages/transactions-page.tsx')),
            },
            {
              path: 'wallet',
              lazy: page(() => import('@/features/account/pages/wallet-page.tsx')),
            },
            {
              path: 'quick-games',
              loader: () => {
                requireQuickGames();
                return null;
              },
              lazy: page(() => import('@/features/quick-games/pages/quick-games-page.tsx')),
            },
            {
              path: 'inbox',
              lazy: page(() => import('@/features/inbox/pages/inbox-page.tsx')),
            },
            {
              path: 'create-inbox',
              lazy: page(() => import('@/features/inbox/pages/create-message-page.tsx')),
            },
            {
              path: 'message',
              lazy: page(() => import('@/features/inbox/pages/message-page.tsx')),
            },
            {
              path: 'cashier',
              loader: () => {
                requireCashier();
                return null;
              },
              children: [
                {
                  index: true,
                  lazy: page(() => import('@/features/cashier/pages/cashier-page.tsx')),
                },
                {
                  path: 'deposit-info/:id',
                  lazy: page(() => import('@/features/cashier/pages/deposit-info-page.tsx')),
                },
                {
                  path: 'deposit/:id',
                  lazy: page(() => import('@/features/cashier/pages/deposit-page.tsx')),
                },
                {
                  path: 'withdraw/:id',
                  lazy: page(() => import('@/features/cashier/pages/withdraw-page.tsx')),
                },
              ],
            },
          ],
        },
        { path: '*', loader: () => redirect('/notfound') },
      ],
    },
  ]);
}
