/** The ids of the routes whose pages a reload reads early (router.tsx, early-reads.ts). */
export const HOME_ROUTE_ID = 'home';
export const LEAGUE_ROUTE_ID = 'league';
