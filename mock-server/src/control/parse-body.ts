import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { sendProblem, toFieldIssues } from '../http/problem.ts';

/**
 * A control request's body read by its schema (a missing body reads as `{}`), or undefined after
 * answering 400 'Invalid control request' with the fields at fault.
 */
export function parseControlBody<S extends z.ZodTypeAny>(
  schema: S,
  value: unknown,
  reply: FastifyReply,
): z.output<S> | undefined {
  const result = schema.safeParse(value ?? {});
  // safeParse of a generic schema types its data as any; S's output is what it parsed.
  if (result.success) return result.data as z.output<S>;
  void sendProblem(
    reply,
    400,
    'Invalid control request',
    toFieldIssues('body', result.error.issues),
  );
  return undefined;
}
