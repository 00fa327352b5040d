import type { AreaEndpoints } from '../../http/endpoint.ts';
import { listBranches } from './list-branches.ts';
import { validateAccess } from './validate-access.ts';

/** The reference area's endpoints: part of the registry, and a chunk of its own in the lazy client. */
export const endpoints = {
  'reference.branches': listBranches,
  'reference.validateAccess': validateAccess,
} as const satisfies AreaEndpoints<'reference'>;
