import type { Registry } from '../../registry.ts';
import { getRegistrationMetadata } from '../../endpoints/meta/get-registration-metadata.ts';

/** The meta area's endpoints (lazy-endpoints.ts loads this with the area's first call). */
export const endpoints = {
  'meta.registration': getRegistrationMetadata,
} as const satisfies Pick<Registry, 'meta.registration'>;
