import type { Registry } from '../../registry.ts';
import { getCasinoToken } from '../../endpoints/casino/get-casino-token.ts';

/** The casino area's endpoints (lazy-endpoints.ts loads this with the area's first call). */
export const endpoints = {
  'casino.token': getCasinoToken,
} as const satisfies Pick<Registry, 'casino.token'>;
