import type { AreaEndpoints } from '../../http/endpoint.ts';
import { saveDocument } from './save-document.ts';
import { linkDocument } from './link-document.ts';

/** The files area's endpoints: part of the registry, and a chunk of its own in the lazy client. */
export const endpoints = {
  'files.saveDocument': saveDocument,
  'files.link': linkDocument,
} as const satisfies AreaEndpoints<'files'>;
