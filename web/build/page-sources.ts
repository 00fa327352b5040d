import type { FRAME_PAGE, PrerenderedPage } from '@sportsbook/contracts/hosting';

/**
 * The contract's FRAME_PAGE, checked against it by type: vite.config.ts reads this module, and
 * Vite's config loader leaves workspace packages to Node, which cannot load the contract's .ts.
 */
const FRAME: typeof FRAME_PAGE = 'frame';

/** A prerendered page, or the logged-in frame (decision 159). */
export type HtmlPage = PrerenderedPage | typeof FRAME_PAGE;

/**
 * Each page's chunks (and the schemas its first call needs), preloaded so hydration is quick; paths
 * from web/. The region check needs none: a guard in the entry checks its answer, so /login loads
 * no zod (decision 161).
 */
export const PAGE_SOURCES: Readonly<Record<HtmlPage, readonly string[]>> = {
  // The logged-in frame (decision 159): the shell around every page behind login, and the schemas
  // of the reads a reload of the board starts as the entry runs (decision 211): preloaded here,
  // they arrive beside the page's chunks, and Vite's preload helper appends no link for them on
  // the start's main thread (decision 244).
  [FRAME]: [
    'src/app/layouts/main-layout.tsx',
    '../contracts/src/endpoints/account/area.ts',
    '../contracts/src/endpoints/message/area.ts',
    '../contracts/src/endpoints/sport-event/area.ts',
    '../contracts/src/endpoints/matchup/area.ts',
  ],
  login: ['src/features/auth/pages/login-page.tsx'],
  // The form is a chunk of its own, fetched and evaluated after hydration beside the registration
  // metadata it waits for anyway (decisions 212, 229): preloaded, its code competed with the
  // page's own for a slow link and the form came about 300 ms later.
  register: ['src/features/auth/pages/register-page.tsx'],
  'forgot-password': ['src/features/auth/pages/forgot-password-page.tsx'],
  sport: [
    'src/app/layouts/public-layout.tsx',
    'src/features/public-sports/pages/public-sports-page.tsx',
    '../contracts/src/endpoints/sport-event/area.ts',
  ],
  'not-found': ['src/features/status/pages/not-found-page.tsx'],
  error: ['src/features/status/pages/error-page.tsx'],
  access: ['src/features/status/pages/access-page.tsx'],
  'access-denied': ['src/features/status/pages/access-denied-page.tsx'],
};

/**
 * The pages whose first visit has an aim (issue 37: /login, /services/sport, /register and the
 * logged-in frame a league page's reload paints first): the build merges the small chunks their
 * HTML preloads (decision 233).
 */
export const AIMED_PAGES: readonly HtmlPage[] = ['login', 'register', 'sport', FRAME];

/**
 * What a page loads right after hydration, not preloaded: /register's form (decision 229). Its
 * modules may come earlier, in a chunk the page preloads, but never a chunk of its own.
 */
export const LATER_SOURCES: Readonly<Partial<Record<HtmlPage, readonly string[]>>> = {
  register: ['src/features/auth/components/register-form.tsx'],
};
