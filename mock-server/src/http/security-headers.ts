import type { FastifyInstance, FastifyReply } from 'fastify';
import { APP_CSP, RESOURCE_CSP, SECURITY_HEADERS } from '@sportsbook/contracts/hosting';
import { sendProblem } from './problem.ts';

// The headers are defined once, beside the contract, for every host that serves the build
// (decision 107): this server, and the nginx and `_headers` configurations `configure` writes.
export {
  APP_CSP,
  PERMISSIONS_POLICY,
  RESOURCE_CSP,
  SECURITY_HEADERS,
} from '@sportsbook/contracts/hosting';

const isHtml = (reply: FastifyReply): boolean => {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^text\/html\b/i.test(type);
};

// Source maps are built for error reporting only (vite `sourcemap: 'hidden'`) and never served.
const SOURCE_MAP = /\.map$/i;

/** The path of a request URL: what comes before its query (no array for each request). */
const pathOf = (url: string): string => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

// Built once: these hooks run on every answer (issue 27: the matchup page at 50 connections).
const SECURITY_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

/**
 * Security headers on every answer of the server (web build, API, hub negotiate, control API, 404
 * and error answers), and a 404 for any source map. Call right after creating the Fastify
 * instance: hooks reach only the plugin contexts registered after them. A route that sets its own
 * Content-Security-Policy (uploaded files: a sandbox) keeps it.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (SOURCE_MAP.test(pathOf(request.url))) {
      void sendProblem(reply, 404, 'Not found');
      return;
    }
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of SECURITY_HEADER_ENTRIES) {
      if (!reply.hasHeader(name)) void reply.header(name, value);
    }
    if (!reply.hasHeader('content-security-policy')) {
      void reply.header('content-security-policy', isHtml(reply) ? APP_CSP : RESOURCE_CSP);
    }
    done(null, payload);
  });
}
