import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendProblem } from './problem.ts';

/**
 * The policy of the web app's pages (decision 110). Scripts only from our own files (the build has
 * no inline script); styles also inline, since the toast and dialog libraries insert <style>
 * elements at run time; images also from data:/blob: (upload previews, the mock's team logos) and
 * https (bank and lottery logos come as addresses from data); the API, the uploaded files and the
 * push hub's ws/wss are our own origin ('self' covers ws/wss of the same host in CSP 3); external
 * services open in an http or https frame (as the page accepts; decision 110); nobody may frame us.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src http: https:',
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Anything that is not a page (JSON, problem+json, scripts, styles): nothing may run or frame it. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * No powerful feature is used by the app itself; the external-service frame keeps what it asks for
 * (fullscreen, autoplay, encrypted-media) and the copy buttons keep clipboard-write (defaults).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** Every header and its value, except Content-Security-Policy (it depends on the content type). */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
} as const;

const isHtml = (reply: FastifyReply): boolean => {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^text\/html\b/i.test(type);
};

// Source maps are built for error reporting only (vite `sourcemap: 'hidden'`) and never served.
const SOURCE_MAP = /\.map$/i;

/**
 * Security headers on every answer of the server (web build, API, hub negotiate, control API, 404
 * and error answers), and a 404 for any source map. Call right after creating the Fastify
 * instance: hooks reach only the plugin contexts registered after them. A route that sets its own
 * Content-Security-Policy (uploaded files: a sandbox) keeps it.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? '';
    if (SOURCE_MAP.test(path)) {
      void sendProblem(reply, 404, 'Not found');
      return;
    }
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) void reply.header(name, value);
    }
    if (!reply.hasHeader('content-security-policy')) {
      void reply.header('content-security-policy', isHtml(reply) ? APP_CSP : RESOURCE_CSP);
    }
    done(null, payload);
  });
}
