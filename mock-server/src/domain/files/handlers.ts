import type { AreaHandlers } from '../handler.ts';
import { linkDocument } from './link-document.ts';
import { saveUpload } from './save-document.ts';

export const fileHandlers: AreaHandlers<'files.saveDocument' | 'files.link'> = {
  'files.saveDocument': ({ state, caller }, { query, body }) =>
    saveUpload(state, caller.user, query.documentTypeId, body.file),
  'files.link': ({ state, caller }, { query, body }) =>
    linkDocument(state, caller.user, query, body.fileName),
};
