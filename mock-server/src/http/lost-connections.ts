import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointKey } from '@sportsbook/contracts/registry';
import type { LostPart } from '../control/endpoint-faults.ts';

// How the Fastify server loses a call (control/endpoint-faults.ts): the connection is cut in the
// middle of an answer's body, as when a network or proxy drops it. The client sees a network error
// (a browser's fetch "Failed to fetch" while reading the body, Node's fetch "terminated"); its
// keep-alive pool drops that connection and opens another for the next call.
//
// Not before the first byte: Chromium sends a request again by itself, unseen by the page, when a
// reused keep-alive connection closes before any answer's headers arrive, POSTs included (found by
// the issue 24 journeys). The fault would then be spent on a send the page never knew of, and the
// page would get the second send's answer. Whole headers and a cut body are a loss no browser
// repeats.

/** What lost answers would have been, for hooks that count outcomes (the rate limits). */
const lostAnswers = new WeakMap<FastifyRequest, number>();

/** Headers promising a body that never comes. */
const CUT_ANSWER =
  'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 4096\r\n' +
  'connection: close\r\n\r\n{"';

/**
 * Cuts the request's connection in the middle of an answer that says nothing (headers, then two
 * bytes of a body that never comes). The reply is hijacked first, so Fastify's lifecycle stops
 * there: no later hook, no onSend, no real answer, no error logged. Under `app.inject` the call
 * rejects as if the connection were reset.
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
  const socket = request.raw.socket;
  // Closed before any byte (decision 192): what Chromium answers with a send of its own on a
  // reused connection, so only with a key the server honours is the call still booked once.
  if (lost === 'connection') {
    socket.destroy();
    return reply;
  }
  if (socket.writable) {
    socket.write(CUT_ANSWER, () => {
      socket.destroy();
    });
  } else {
    reply.raw.destroy();
  }
  return reply;
}

/** The status the call would have answered, when its answer was lost on purpose. */
export const lostAnswerStatus = (request: FastifyRequest): number | undefined =>
  lostAnswers.get(request);
