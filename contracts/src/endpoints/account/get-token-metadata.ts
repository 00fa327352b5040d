import { defineEndpoint } from '../../http/endpoint.ts';
import { TokenMetadataSchema } from '../../schemas/account.ts';

export const getTokenMetadata = defineEndpoint({
  method: 'GET',
  path: '/w/api/Account/GetTokenMetadata',
  response: TokenMetadataSchema,
  auth: 'anonymous',
  summary: 'The agent group code tied to the site the visitor came through, if any.',
  description: 'The sign-up form pre-fills agentGroupCode with tokenCode and stops requiring it.',
});
