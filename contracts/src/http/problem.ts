import { z } from 'zod';
import { extendApi } from '@anatine/zod-openapi';

/** One field that broke the contract, as a dotted path ('items.0.betAmount'). */
export const FieldIssueSchema = z.object({
  path: z.string().describe('Dotted path of the offending field, prefixed by its location.'),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

/**
 * Every error answer is an RFC 9457 problem document (application/problem+json). `message` is what the
 * client shows the user; `errors` names each field path of a request that broke the contract.
 */
export const ProblemSchema = extendApi(
  z.object({
    type: z.string().default('about:blank'),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    message: z.string().optional().describe('Human-readable message shown to the user.'),
    errors: z.array(FieldIssueSchema).optional(),
  }),
  { title: 'Problem' },
);
export type Problem = z.infer<typeof ProblemSchema>;

export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];
