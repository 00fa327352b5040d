import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  deploymentOfPage,
  FRAME_PAGE,
  frameOfCookies,
  isHostOnlyPath,
  PRERENDERED_FOLDER,
  prerenderedFile,
  prerenderedPageOf,
  prerenderLanguage,
} from '@sportsbook/contracts/hosting';

/** Where `npm run build -w web` writes the production build. */
export const DEFAULT_WEB_ROOT = resolve(import.meta.dirname, '../../../web/dist');

function setCacheHeaders(response: SetHeadersResponse, path: string): void {
  // `path` is the file sent: with a precompressed twin it ends in .br or .gz. The rule is the
  // hosting definition's (decision 107): Vite's hashed assets for a year, the rest revalidated.
  const hashed = path.includes(`${sep}assets${sep}`);
  response.setHeader('Cache-Control', hashed ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
  // A prerendered page is chosen by the browser's languages unless the deployment names one;
  // index.html and the logged-in frame by the frame hint cookie (decision 159).
  const page = /[\\/]([\w-]+)\.html(?:\.br|\.gz)?$/.exec(path)?.[1];
  const prerendered = path.includes(`${sep}${PRERENDERED_FOLDER.slice(1)}`);
  const chosenBy =
    page === 'index' || page === FRAME_PAGE ? ', Cookie' : prerendered ? ', Accept-Language' : '';
  response.setHeader('Vary', `Accept-Encoding${chosenBy}`);
}

/**
 * Serves the web app's production build on the API's port: static files, and index.html for any
 * other GET that is not an API, hub or control path (client-side routes). The build writes a
 * brotli and a gzip twin of every text file (web/build/precompress.ts); a request that accepts
 * one gets it with no compression work here. See decision 091.
 *
 * The public pages the build prerendered (decision 155) are sent as their HTML in the
 * deployment's theme and language (its settings, else the browser's first of en/es, else en);
 * a build without them answers index.html as before. Any other page path of a browser holding
 * the frame hint (decision 159) gets the logged-in frame in the hint's language and theme.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<boolean> {
  const index = resolve(root, 'index.html');
  if (!existsSync(index)) return false;
  // The settings are the build's own (configure writes them before it is served).
  const deployment = deploymentOfPage(readFileSync(index, 'utf8'));
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Cache-Control comes from setCacheHeaders alone (send's default would override it).
    cacheControl: false,
    setHeaders: setCacheHeaders,
    // The twins are found through Accept-Encoding, not asked for by name; host files are the host's.
    globIgnore: ['**/*.br', '**/*.gz', '_headers', '_redirects', '_host/**', '.vite/**'],
  });
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A configured build's host files (decision 107) are for the host, not for browsers.
    if (path.startsWith('/w/api/') || path.startsWith('/__mock') || isHostOnlyPath(path)) {
      reply.callNotFound();
      return;
    }
    const asset = /\.[a-z0-9]+$/i.test(path);
    if (asset) return reply.sendFile(path.slice(1));
    const page = prerenderedPageOf(path);
    if (page) {
      const language = prerenderLanguage(deployment.language, request.headers['accept-language']);
      const file = prerenderedFile(page, deployment.theme, language).slice(1);
      if (existsSync(resolve(root, file))) return reply.type('text/html').sendFile(file);
    }
    const frame = frameOfCookies(request.headers.cookie);
    if (frame) {
      const file = prerenderedFile(FRAME_PAGE, frame.theme, frame.language).slice(1);
      if (existsSync(resolve(root, file))) return reply.type('text/html').sendFile(file);
    }
    return reply.type('text/html').sendFile('index.html');
  });
  return true;
}
