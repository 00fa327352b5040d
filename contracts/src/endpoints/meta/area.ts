import type { AreaEndpoints } from '../../http/endpoint.ts';
import { getRegistrationMetadata } from './get-registration-metadata.ts';

/** The meta area's endpoints: part of the registry, and a chunk of its own in the lazy client. */
export const endpoints = {
  'meta.registration': getRegistrationMetadata,
} as const satisfies AreaEndpoints<'meta'>;
