import { defineEndpoint } from '../../http/endpoint.ts';
import { RegistrationMetadataSchema } from '../../schemas/account.ts';

export const getRegistrationMetadata = defineEndpoint({
  method: 'GET',
  path: '/w/api/Meta/GetMetaData',
  response: RegistrationMetadataSchema,
  auth: 'anonymous',
  summary: 'Whether self-registration is open and whether it needs an agent group code.',
});
