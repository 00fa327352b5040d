import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { MenuOptionSchema } from '../../schemas/account.ts';

export const getOnlineMetadata = defineEndpoint({
  method: 'GET',
  path: '/w/api/account/GetOnlineMetadata',
  response: z.array(MenuOptionSchema),
  summary: 'The top menu options (external services such as the casino), in display order.',
});
