/**
 * Screens that exist. Menus link only to these (docs/decisions/040-unbuilt-routes.md); each later
 * issue adds its route here when its screen lands.
 */
export const BUILT_ROUTES = {
  home: true,
  changePassword: true,
  externalService: true,
  leagues: true,
  event: true,
  quickGames: true,
  account: true,
  cashier: true,
  inbox: false,
  wallet: true,
} as const;

export type BuiltRoute = keyof typeof BUILT_ROUTES;
export const isBuilt = (route: BuiltRoute): boolean => BUILT_ROUTES[route];
