import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildAsyncApiDocument } from '@sportsbook/contracts/asyncapi';
import { buildOpenApiDocument } from '@sportsbook/contracts/openapi';

/**
 * `/docs`: the OpenAPI document in Swagger UI (swagger-ui-dist, served from node_modules: no CDN, so
 * it works offline). The page has no inline script, so the app's Content-Security-Policy holds.
 */
export const REFERENCE_PATH = '/docs';

const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The only files of swagger-ui-dist the page loads. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sportsbook /w/api reference</title>
    <link rel="icon" type="image/png" href="${REFERENCE_PATH}/favicon-32x32.png" />
    <link rel="stylesheet" href="${REFERENCE_PATH}/swagger-ui.css" />
  </head>
  <body>
    <main id="swagger-ui"><noscript>The reference needs JavaScript; the document itself is at
      <a href="${REFERENCE_PATH}/openapi.json">${REFERENCE_PATH}/openapi.json</a>.</noscript></main>
    <script src="${REFERENCE_PATH}/swagger-ui-bundle.js"></script>
    <script src="${REFERENCE_PATH}/init.js"></script>
  </body>
</html>
`;

// Try it out calls this same origin ('servers: /'): log in with POST /w/api/token, then Authorize.
const INIT = `window.ui = SwaggerUIBundle({
  url: '${REFERENCE_PATH}/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  displayOperationId: true,
  filter: true,
  persistAuthorization: true,
});
`;

export function registerReference(app: FastifyInstance): void {
  const files = new Map<string, Buffer>();
  let openapi: string | undefined;
  let asyncapi: string | undefined;
  const page = (_: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').send(PAGE);
  app.get(REFERENCE_PATH, page);
  app.get(`${REFERENCE_PATH}/`, page);
  app.get(`${REFERENCE_PATH}/init.js`, (_, reply) =>
    reply.type('text/javascript; charset=utf-8').send(INIT),
  );
  app.get(`${REFERENCE_PATH}/openapi.json`, (_, reply) => {
    openapi ??= JSON.stringify(buildOpenApiDocument());
    return reply.type('application/json').send(openapi);
  });
  app.get(`${REFERENCE_PATH}/asyncapi.json`, (_, reply) => {
    asyncapi ??= JSON.stringify(buildAsyncApiDocument());
    return reply.type('application/json').send(asyncapi);
  });
  for (const [name, type] of Object.entries(ASSETS)) {
    app.get(`${REFERENCE_PATH}/${name}`, async (_, reply) => {
      let bytes = files.get(name);
      if (!bytes) {
        bytes = await readFile(join(SWAGGER_DIR, name));
        files.set(name, bytes);
      }
      return reply.type(type).header('cache-control', 'public, max-age=3600').send(bytes);
    });
  }
}
