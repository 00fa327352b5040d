import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Problem } from '@sportsbook/contracts/problem';

const TITLES = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
} as const;

/** Answers with an RFC 9457 problem document. */
export function sendProblem(
  reply: FastifyReply,
  status: keyof typeof TITLES,
  message: string,
): FastifyReply {
  const body: Problem = { type: 'about:blank', title: TITLES[status], status, message };
  if (status === 401) void reply.header('www-authenticate', 'Bearer');
  return reply.code(status).type('application/problem+json').send(body);
}

/** The first value of a query parameter, if it is present. */
export function queryParam(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** The token from `Authorization: Bearer …` (Node clients), else from `access_token` (browsers). */
export function accessToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const fromHeader = header === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  const token = fromHeader ?? queryParam(request, 'access_token');
  return token === '' ? undefined : token;
}
