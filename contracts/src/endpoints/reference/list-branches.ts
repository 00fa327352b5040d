import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { BranchZoneSchema } from '../../schemas/branch.ts';

export const listBranches = defineEndpoint({
  method: 'GET',
  path: '/w/api/ReferenceData/branch',
  response: z.array(BranchZoneSchema),
  summary: 'Branches where LocalBranch withdrawals are collected, grouped by zone.',
});
