import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildOpenApiDocument } from './build-openapi.ts';

export const OPENAPI_PATH = resolve(import.meta.dirname, '../../../docs/openapi.json');

export const serialiseOpenApi = (): string =>
  `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;

if (process.argv[1] === import.meta.filename) {
  writeFileSync(OPENAPI_PATH, serialiseOpenApi());
  console.log(`wrote ${OPENAPI_PATH}`);
}
