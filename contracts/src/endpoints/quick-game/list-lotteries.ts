import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { LotterySchema } from '../../schemas/quick-game.ts';

export const listLotteries = defineEndpoint({
  method: 'POST',
  path: '/w/api/QGame/GetLotteryList',
  body: { kind: 'json', schema: z.object({}) },
  response: z.array(LotterySchema),
  summary: 'Lists the lotteries a quick-game ticket can play.',
});
