import { z } from 'zod';
import { extendApi } from '@anatine/zod-openapi';
import { defineEndpoint } from '../../http/endpoint.ts';
import { fileField, queryInt } from '../../http/fields.ts';

/** Upload categories: 4 is a deposit proof, 5 a message attachment. */
export const DocumentType = { depositProof: 4, messageAttachment: 5 } as const;

/** Largest accepted upload; a bigger file answers 413. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Where an uploaded file is read back, as raw bytes with its content type. Served next to the JSON
 * API but not part of the registry: its answer is not JSON. Relative to the API base URL.
 */
export const uploadedFilePath = (fileName: string): `/w/api/${string}` =>
  `/w/api/FileUploader/files/${encodeURIComponent(fileName)}`;

export const saveDocument = defineEndpoint({
  method: 'POST',
  path: '/w/api/FileUploader/SaveDocument',
  query: z.object({
    documentTypeId: extendApi(
      queryInt().pipe(
        z.union([z.literal(DocumentType.depositProof), z.literal(DocumentType.messageAttachment)]),
      ),
      {
        type: 'integer',
        enum: [DocumentType.depositProof, DocumentType.messageAttachment],
        description: '4: deposit proof; 5: message attachment.',
      },
    ),
  }),
  body: {
    kind: 'multipart',
    schema: z.object({
      file: extendApi(fileField(), { description: 'One image (JPEG, PNG, GIF, WebP or SVG).' }),
    }),
  },
  response: z.object({
    fileName: z
      .string()
      .min(1)
      .describe(
        'Server-side name of the stored file: goes into fileURL (deposit) or attachmentLink (message).',
      ),
  }),
  errors: [413, 415],
  summary: 'Stores one uploaded image and answers the name it is kept under.',
  description:
    'The file is read back with GET /w/api/FileUploader/files/{fileName} (raw bytes, outside this contract). 413 above 5 MB; 415 when the file is not an image.',
});
