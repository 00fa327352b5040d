import { z } from 'zod';
import { guid } from '../http/fields.ts';

// The branches of the reference area (SPEC §4), apart from the cashier's other schemas: the region
// check on /login shares a chunk with this module, not with the whole cashier (issue 27).
export const BranchSchema = z.object({
  guid: guid(),
  name: z.string(),
  address: z.string(),
  mapLink: z.string().nullable().describe('Link to the branch on a map.'),
});
export type Branch = z.infer<typeof BranchSchema>;

export const BranchZoneSchema = z.object({
  zone: z.object({ name: z.string() }),
  branch: z.array(BranchSchema),
});
export type BranchZone = z.infer<typeof BranchZoneSchema>;
