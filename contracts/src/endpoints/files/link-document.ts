import { z } from 'zod';
import { extendApi } from '@anatine/zod-openapi';
import { defineEndpoint } from '../../http/endpoint.ts';
import { guid } from '../../http/fields.ts';

export const linkDocument = defineEndpoint({
  method: 'PUT',
  path: '/w/api/FileUploader',
  query: z.object({
    referenceId: extendApi(guid(), {
      description: 'guid of the wallet request or message the file belongs to.',
    }),
    referenceType: z
      .enum(['WalletRequest', 'Message'])
      .describe('What kind of record referenceId names.'),
  }),
  body: {
    kind: 'json',
    schema: z.object({
      fileName: z.string().min(1).describe('Name answered by FileUploader/SaveDocument.'),
    }),
  },
  response: z.object({ success: z.boolean() }),
  errors: [404],
  summary: 'Attaches an uploaded file to a wallet request or message.',
  description:
    "Linking a file to a wallet request adds it to that request's imagesUrl; linking it to a message makes it the message's attachment. Linking the same file twice is harmless. 404 when the file, or a reference the customer owns, does not exist.",
});
