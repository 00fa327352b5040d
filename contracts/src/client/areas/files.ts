import type { Registry } from '../../registry.ts';
import { saveDocument } from '../../endpoints/files/save-document.ts';
import { linkDocument } from '../../endpoints/files/link-document.ts';

/** The files area's endpoints (lazy-endpoints.ts loads this with the area's first call). */
export const endpoints = {
  'files.saveDocument': saveDocument,
  'files.link': linkDocument,
} as const satisfies Pick<Registry, 'files.saveDocument' | 'files.link'>;
