import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointKey } from '@sportsbook/contracts/registry';
import type { LostPart } from '../control/endpoint-faults.ts';

// How the Fastify server loses a call (control/endpoint-faults.ts): the connection is destroyed
// with nothing written, as when a network or proxy drops it. The client sees a network error
// (fetch: "TypeError: fetch failed", node:http: "socket hang up"); its keep-alive pool drops that
// connection and opens another for the next call.

/** What lost answers would have been, for hooks that count outcomes (the rate limits). */
const lostAnswers = new WeakMap<FastifyRequest, number>();

/**
 * Destroys the request's connection without writing a byte. The reply is hijacked first, so
 * Fastify's lifecycle stops there: no later hook, no onSend, no answer, no error logged. Under
 * `app.inject` the call rejects as if the connection were reset.
 */
export function loseConnection(
  request: FastifyRequest,
  reply: FastifyReply,
  key: EndpointKey,
  lost: LostPart,
  status?: number,
): FastifyReply {
  if (status !== undefined) lostAnswers.set(request, status);
  request.log.info({ endpoint: key, lost, status }, `Mock fault: ${lost} lost`);
  reply.hijack();
  reply.raw.destroy();
  return reply;
}

/** The status the call would have answered, when its answer was lost on purpose. */
export const lostAnswerStatus = (request: FastifyRequest): number | undefined =>
  lostAnswers.get(request);
