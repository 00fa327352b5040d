import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { sendProblem, toFieldIssues } from '../http/problem.ts';

/**
 * A control request's body read by its schema (a missing body reads as `{}`), or undefined after
 * answering 400 'Invalid control request' with the fields at fault.
 */
export function parseControlBody<T>(
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  value: unknown,
  reply: FastifyReply,
): T | undefined {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  void sendProblem(
    reply,
    400,
    'Invalid control request',
    toFieldIssues('body', result.error.issues),
  );
  return undefined;
}
