import type { Registry } from '../../registry.ts';
import { listBranches } from '../../endpoints/reference/list-branches.ts';
import { validateAccess } from '../../endpoints/reference/validate-access.ts';

/** The reference area's endpoints (lazy-endpoints.ts loads this with the area's first call). */
export const endpoints = {
  'reference.branches': listBranches,
  'reference.validateAccess': validateAccess,
} as const satisfies Pick<Registry, 'reference.branches' | 'reference.validateAccess'>;
