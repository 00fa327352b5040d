import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Where `npm run build -w web` writes the production build. */
export const DEFAULT_WEB_ROOT = resolve(import.meta.dirname, '../../../web/dist');

/**
 * Serves the web app's production build on the API's port: static files, and index.html for any
 * other GET that is not an API, hub or control path (client-side routes).
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(resolve(root, 'index.html'))) return false;
  await app.register(fastifyStatic, { root, wildcard: false, index: false });
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
