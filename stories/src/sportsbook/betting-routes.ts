import type { RouteObject } from 'react-router';
import EventPage from '@/features/sportsbook/pages/event-page.tsx';
import LeaguePage from '@/features/sportsbook/pages/league-page.tsx';
import { Landmark, route, type RouteParameter } from '../support/app-frame.tsx';

/**
 * The betting layout's pages as the web router nests them. The home page is
 * left out: a story that lands on '/' shows 'Navigated to /' in the layout instead (it has its own
 * stories, and would load every game of the day).
 */
const bettingPages: RouteObject[] = [
  { index: true, Component: Landmark },
  { path: 'leagues/:sport/:league', Component: LeaguePage },
  { path: 'event/:matchup/:eventId', Component: EventPage },
];

/** `parameters.route` for the betting layout opened at `path`. */
export const bettingRoute = (path: string): RouteParameter =>
  route(path, { pattern: '/', children: bettingPages });
