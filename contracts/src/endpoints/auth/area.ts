import type { AreaEndpoints } from '../../http/endpoint.ts';
import { token } from './token.ts';
import { logout } from './logout.ts';

/** The auth area's endpoints: part of the registry, and a chunk of its own in the lazy client. */
export const endpoints = {
  'auth.token': token,
  'auth.logout': logout,
} as const satisfies AreaEndpoints<'auth'>;
