import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { BetTypeSchema } from '../../schemas/quick-game.ts';

export const listBetTypes = defineEndpoint({
  method: 'POST',
  path: '/w/api/QGame/GetBetTypeList',
  body: { kind: 'json', schema: z.object({}) },
  response: z.array(BetTypeSchema),
  summary: 'Lists the quick-game bet types with the masks bet texts must match.',
});
