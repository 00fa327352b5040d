import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildAsyncApiDocument } from './build-asyncapi.ts';

export const ASYNCAPI_PATH = resolve(import.meta.dirname, '../../../docs/asyncapi.json');

export const serialiseAsyncApi = (): string =>
  `${JSON.stringify(buildAsyncApiDocument(), null, 2)}\n`;

if (process.argv[1] === import.meta.filename) {
  writeFileSync(ASYNCAPI_PATH, serialiseAsyncApi());
  console.log(`wrote ${ASYNCAPI_PATH}`);
}
