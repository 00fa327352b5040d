import type { AreaEndpoints } from '../../http/endpoint.ts';
import { getCasinoToken } from './get-casino-token.ts';

/** The casino area's endpoints: part of the registry, and a chunk of its own in the lazy client. */
export const endpoints = {
  'casino.token': getCasinoToken,
} as const satisfies AreaEndpoints<'casino'>;
