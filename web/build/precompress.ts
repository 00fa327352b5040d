import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth a compressed twin (source maps are not served to browsers that need them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed file saves less than its header costs. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // Vite's manifest folder is build metadata, never served.
      if (entry.name !== '.vite') yield* filesUnder(path);
    } else if (COMPRESSIBLE.test(entry.name)) {
      yield path;
    }
  }
}

/** The brotli (11) and gzip (9) twins of a text file's bytes. */
export async function compressedTwins(bytes: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { br, gz };
}

/** Writes `<file>.br` and `<file>.gz` beside one file; answers the bytes. */
export async function precompressFile(
  path: string,
): Promise<{ raw: number; br: number; gz: number }> {
  const bytes = await readFile(path);
  const { br, gz } = await compressedTwins(bytes);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  return { raw: bytes.length, br: br.length, gz: gz.length };
}

/**
 * After `vite build`: a brotli and a gzip twin of every text file of the output, so the server
 * sends them with no compression work (@fastify/static `preCompressed`, mock-server web-app.ts).
 * Issue 15, decision 091.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'sportsbook:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config || config.build.ssr || !config.build.write) return;
      const outDir = config.build.outDir;
      const started = performance.now();
      const files: string[] = [];
      for await (const file of filesUnder(outDir)) {
        if ((await stat(file)).size >= MIN_BYTES) files.push(file);
      }
      let raw = 0;
      let br = 0;
      let gz = 0;
      await Promise.all(
        files.map(async (file) => {
          const sizes = await precompressFile(file);
          raw += sizes.raw;
          br += sizes.br;
          gz += sizes.gz;
        }),
      );
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      config.logger.info(
        `precompressed ${String(files.length)} files under ${relative(config.root, outDir) || '.'}: ` +
          `${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
    },
  };
}
