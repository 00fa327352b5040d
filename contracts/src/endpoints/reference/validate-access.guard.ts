import { Reading, type Guard } from '../../http/guard.ts';
import type { AppMetadata } from '../../schemas/app-metadata.ts';

/**
 * The region check's answer (AppMetadataSchema) without zod: every first visit asks it before
 * anything else, so the lazy client checks it with this guard and loads no schema for it
 * (decision 161). validate-access.guard.test.ts holds it to the schema.
 */
export const validateAccessGuard: Guard<AppMetadata> = {
  safeParse(value) {
    const r = new Reading();
    return r.done({ wafAction: r.object(value, '').string('wafAction') });
  },
};
