import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';

/** Where `npm run build -w web` writes the production build. */
export const DEFAULT_WEB_ROOT = resolve(import.meta.dirname, '../../../web/dist');

/** Vite's content-hashed output: a new build gives a file a new name, so it never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files: always asked again (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

function setCacheHeaders(response: SetHeadersResponse, path: string): void {
  // `path` is the file sent: with a precompressed twin it ends in .br or .gz.
  const hashed = path.includes(`${sep}assets${sep}`);
  response.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
  response.setHeader('Vary', 'Accept-Encoding');
}

/**
 * Serves the web app's production build on the API's port: static files, and index.html for any
 * other GET that is not an API, hub or control path (client-side routes). The build writes a
 * brotli and a gzip twin of every text file (web/build/precompress.ts); a request that accepts
 * one gets it with no compression work here. See decision 091.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(resolve(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Cache-Control comes from setCacheHeaders alone (send's default would override it).
    cacheControl: false,
    setHeaders: setCacheHeaders,
    // The twins are found through Accept-Encoding, not asked for by name.
    globIgnore: ['**/*.br', '**/*.gz'],
  });
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/w/api/') || path.startsWith('/__mock')) {
      reply.callNotFound();
      return;
    }
    const asset = /\.[a-z0-9]+$/i.test(path);
    if (asset) return reply.sendFile(path.slice(1));
    return reply.type('text/html').sendFile('index.html');
  });
  return true;
}
