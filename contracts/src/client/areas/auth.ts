import type { Registry } from '../../registry.ts';
import { token } from '../../endpoints/auth/token.ts';
import { logout } from '../../endpoints/auth/logout.ts';

/** The auth area's endpoints (lazy-endpoints.ts loads this with the area's first call). */
export const endpoints = {
  'auth.token': token,
  'auth.logout': logout,
} as const satisfies Pick<Registry, 'auth.token' | 'auth.logout'>;
