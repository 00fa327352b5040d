import { defineEndpoint } from '../../http/endpoint.ts';
import { AppMetadataSchema } from '../../schemas/app-metadata.ts';

export const validateAccess = defineEndpoint({
  method: 'GET',
  path: '/w/api/ReferenceData/validate-access',
  response: AppMetadataSchema,
  auth: 'anonymous',
  summary: "Region check: whether the caller's location may use the application.",
  description:
    "wafAction 'Block' sends the visitor to /access-denied; a failed call sends them to /notfound.",
});
