import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from '../http/problem.ts';

/**
 * Who may use the /__mock control API (decision 085):
 * - `off`: not mounted at all (404, like any unknown path);
 * - `loopback`: callers on this machine only, and never from a web page of another site;
 * - `token`: anyone sending `X-Mock-Token` with the token printed at start-up.
 */
export type ControlAccess =
  { mode: 'off' } | { mode: 'loopback' } | { mode: 'token'; token: string };

export type ControlMode = ControlAccess['mode'];

export const CONTROL_MODES: readonly ControlMode[] = ['off', 'loopback', 'token'];
export const CONTROL_TOKEN_HEADER = 'x-mock-token';

export const NOT_LOOPBACK =
  'The control API answers callers on this machine only (docs/mock-server.md).';
export const CROSS_SITE = 'The control API does not answer requests from other sites.';
export const TOKEN_NEEDED =
  'The control API needs the X-Mock-Token printed when the server started.';

export const isControlMode = (value: string): value is ControlMode =>
  (CONTROL_MODES as readonly string[]).includes(value);

/** A fresh control token: 24 random bytes, URL-safe. */
export const newControlToken = (): string => randomBytes(24).toString('base64url');

/** Without a choice: on for this machine in development and tests, off in production mode. */
export const defaultControlAccess = (env: NodeJS.ProcessEnv = process.env): ControlAccess =>
  env.NODE_ENV === 'production' ? { mode: 'off' } : { mode: 'loopback' };

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** The host name of a Host header or an Origin (without port or brackets), lower-cased. */
function hostNameOf(value: string): string | null {
  try {
    const url = new URL(value.includes('://') ? value : `http://${value}`);
    return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return null;
  }
}

const isLoopbackName = (name: string | null): boolean =>
  name !== null && (name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name));

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Why this request may not use the control API, or null when it may. Loopback mode also refuses a
 * browser page of another site (its Origin or Sec-Fetch-Site says so) and a Host that is not this
 * machine's (DNS rebinding): both would let any web page a developer opens drive the mock.
 */
export function controlRefusal(
  access: ControlAccess,
  request: FastifyRequest,
): { status: 401 | 403; message: string } | null {
  if (access.mode === 'token') {
    const given = request.headers[CONTROL_TOKEN_HEADER];
    return typeof given === 'string' && sameToken(given, access.token)
      ? null
      : { status: 401, message: TOKEN_NEEDED };
  }
  if (!isLoopbackAddress(request.socket.remoteAddress))
    return { status: 403, message: NOT_LOOPBACK };
  const host = request.headers.host;
  if (host !== undefined && !isLoopbackName(hostNameOf(host))) {
    return { status: 403, message: NOT_LOOPBACK };
  }
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if ((origin !== undefined && !isLoopbackName(hostNameOf(origin))) || site === 'cross-site') {
    return { status: 403, message: CROSS_SITE };
  }
  return null;
}

/** An onRequest hook refusing callers the access rules leave out (problem+json 401/403). */
export function controlGuard(access: ControlAccess) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const refusal = controlRefusal(access, request);
    if (!refusal) {
      done();
      return;
    }
    if (refusal.status === 401) void reply.header('www-authenticate', 'X-Mock-Token');
    void sendProblem(reply, refusal.status, refusal.message);
  };
}

/**
 * The access `npm start` asked for: `--control` (or MOCK_CONTROL) off | loopback | token, else the
 * default for NODE_ENV. Token mode uses MOCK_CONTROL_TOKEN when set, else a fresh random token.
 */
export function controlAccessFrom(
  choice: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): ControlAccess | { error: string } {
  const mode = choice ?? env.MOCK_CONTROL;
  if (mode === undefined || mode === '') return defaultControlAccess(env);
  if (!isControlMode(mode))
    return { error: `--control must be one of ${CONTROL_MODES.join(', ')}` };
  if (mode !== 'token') return { mode };
  const token = env.MOCK_CONTROL_TOKEN ?? newControlToken();
  return token.length >= 16
    ? { mode, token }
    : { error: 'MOCK_CONTROL_TOKEN must be at least 16 characters' };
}

/** The start-up line about the control API (it prints the token in token mode). */
export function describeControlAccess(access: ControlAccess, url: string): string {
  switch (access.mode) {
    case 'off':
      return `  Control  off (production mode; --control loopback or token turns it on)`;
    case 'loopback':
      return `  Control  ${url}/__mock  (this machine only; docs/mock-server.md)`;
    case 'token':
      return `  Control  ${url}/__mock  (send header X-Mock-Token: ${access.token})`;
  }
}
