import type { FastifyReply } from 'fastify';
import type { FieldIssue, Problem } from '@sportsbook/contracts/problem';
import type { ZodIssue } from 'zod';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const titleOf = (status: number): string => TITLES[status] ?? 'Error';

export function problem(status: number, message: string, errors?: FieldIssue[]): Problem {
  return {
    type: 'about:blank',
    title: titleOf(status),
    status,
    message,
    ...(errors?.length
      ? { errors, detail: errors.map((e) => `${e.path}: ${e.message}`).join('; ') }
      : {}),
  };
}

export function sendProblem(
  reply: FastifyReply,
  status: number,
  message: string,
  errors?: FieldIssue[],
): FastifyReply {
  return reply
    .code(status)
    .type('application/problem+json')
    .send(problem(status, message, errors));
}

/** Zod issues as field paths prefixed by where they came from ('body.items.0.betAmount'). */
export function toFieldIssues(location: string, issues: readonly ZodIssue[]): FieldIssue[] {
  return issues.map((issue) => ({
    path: [location, ...issue.path].join('.'),
    message: issue.message,
  }));
}
