import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { FieldIssue } from '@sportsbook/contracts/problem';
import { problem, sendProblem } from './problem.ts';

// Requests refused before any route runs (bad URL, over-long address, header overflow, malformed
// multipart) answer problem+json like every other refusal, and never echo the address back.

export const URL_TOO_LONG = 'The address is too long.';
export const BAD_URL = 'The address is not valid.';
export const HEADERS_TOO_LARGE = 'The request headers are too large.';
export const REQUEST_TIMEOUT = 'The request took too long to arrive.';
export const BAD_HTTP = 'The request is not valid HTTP.';
export const MALFORMED_MULTIPART = 'The multipart body is malformed.';

/**
 * Longest path parameter the router matches. Real ones (ticket numbers, guids, file names) are far
 * shorter, but anything up to this reaches the contract's own checks (a 400 naming the parameter, or
 * a 404) instead of falling out of the router; a longer one is a 414.
 */
export const MAX_PARAM_LENGTH = 1000;

/** An error a route throws to answer 400 problem+json naming the offending field paths. */
export class BadRequestError extends Error {
  override readonly name = 'BadRequestError';
  readonly statusCode = 400;
  constructor(
    message: string,
    readonly issues: FieldIssue[],
  ) {
    super(message);
  }
}

const clientErrorStatus = (error: unknown): number | undefined => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
};

/**
 * What reading a multipart body threw, as a client error: the multipart plugin's own limits keep
 * their status (413 …); anything the parser threw (no boundary, unexpected end of data, a bad part
 * header) is the client's malformed body, a 400 on `body`.
 */
export function multipartFailure(error: unknown): Error {
  if (clientErrorStatus(error) !== undefined && error instanceof Error) return error;
  const detail = error instanceof Error ? error.message : 'unreadable';
  return new BadRequestError(MALFORMED_MULTIPART, [{ path: 'body', message: detail }]);
}

/** Fastify's errors raised before routing (frameworkErrors): 414 or 400, without the address. */
export function frameworkErrorAnswer(error: FastifyError): { status: number; message: string } {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return { status: 414, message: URL_TOO_LONG };
  if (error.code === 'FST_ERR_BAD_URL') return { status: 400, message: BAD_URL };
  return { status: clientErrorStatus(error) ?? 400, message: BAD_HTTP };
}

/** Errors of the HTTP parser, answered on the raw socket (no request object exists yet). */
export function connectionErrorAnswer(code: string): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: HEADERS_TOO_LARGE };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: REQUEST_TIMEOUT };
  return { status: 400, message: BAD_HTTP };
}

/**
 * Whether an answer on this connection has begun (its headers are out): Node's own rule
 * (lib/_http_server.js, socketOnError) reads the socket's current response the same way. A 400
 * written then would land inside that answer.
 */
function answerBegun(socket: Socket): boolean {
  const response: unknown = Reflect.get(socket, '_httpMessage');
  return (
    typeof response === 'object' &&
    response !== null &&
    Reflect.get(response, 'headersSent') === true
  );
}

export function answerOnSocket(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = connectionErrorAnswer(error.code ?? '');
  const body = JSON.stringify(problem(status, message));
  if (socket.writable && !answerBegun(socket)) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
        `Content-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Fastify options that make the refusals above problem+json (spread into `Fastify({...})`). */
export const requestErrorOptions = {
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const { status, message } = frameworkErrorAnswer(error);
    void sendProblem(reply, status, message);
  },
  clientErrorHandler: answerOnSocket,
} satisfies Partial<FastifyServerOptions>;
