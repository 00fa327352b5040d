import { z } from 'zod';

export const TeaserPriceSchema = z.object({
  cntTeam: z
    .number()
    .int()
    .positive()
    .describe('Number of teams on the slip this price applies to.'),
  price: z.number().describe('American price for that number of teams.'),
});
export type TeaserPrice = z.infer<typeof TeaserPriceSchema>;

export const TeaserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  minTeam: z.number().int().positive().describe('Fewest teams a slip with this teaser may hold.'),
  maxTeam: z.number().int().positive().describe('Most teams a slip with this teaser may hold.'),
  pricesList: z.array(TeaserPriceSchema),
});
export type Teaser = z.infer<typeof TeaserSchema>;
