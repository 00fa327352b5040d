import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(?:json|problem\+json|javascript)|text\/)/i;

type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compress = (bytes: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          // Quality 5: within a few per cent of 11 on JSON at a fraction of the time.
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipAsync(bytes);

/** The best encoding the request accepts (`br` before `gzip`), honouring `;q=0` refusals. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  const weight = (name: Encoding) => accepted.get(name) ?? wildcard ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/**
 * Compresses API answers above COMPRESS_THRESHOLD_BYTES with brotli or gzip, as the request
 * accepts. The answer cache hands out one Buffer per state revision, so the compressed form of a
 * Buffer is kept beside it (a WeakMap: it goes when the cache drops the Buffer) and a repeated GET
 * costs no compression. Static files arrive precompressed (Content-Encoding set) and streams
 * (files) and the hub's WebSocket upgrade pass through untouched. See decision 091; not
 * @fastify/compress, which compresses every answer anew (decision 166).
 */
export function registerAnswerCompression(app: FastifyInstance): void {
  const compressed = new WeakMap<Buffer, Partial<Record<Encoding, Promise<Buffer>>>>();

  const encode = (payload: Buffer, encoding: Encoding): Promise<Buffer> => {
    let forms = compressed.get(payload);
    if (!forms) {
      forms = {};
      compressed.set(payload, forms);
    }
    const known = forms[encoding];
    if (known) return known;
    const made = compress(payload, encoding);
    forms[encoding] = made;
    return made;
  };

  // A callback hook, not an async one: most answers pass through untouched, without a promise.
  app.addHook(
    'onSend',
    (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: Error | null, payload?: unknown) => void,
    ) => {
      const isText = typeof payload === 'string';
      if (
        (!isText && !Buffer.isBuffer(payload)) ||
        reply.hasHeader('content-encoding') ||
        !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))
      ) {
        done(null, payload);
        return;
      }
      const bytes = isText ? Buffer.from(payload) : payload;
      if (bytes.length < COMPRESS_THRESHOLD_BYTES) {
        done(null, payload);
        return;
      }
      const vary = reply.getHeader('vary');
      if (typeof vary !== 'string' || !/accept-encoding/i.test(vary))
        void reply.header(
          'vary',
          typeof vary === 'string' ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
        );
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) {
        done(null, payload);
        return;
      }
      (isText ? compress(bytes, encoding) : encode(bytes, encoding)).then(
        (body) => {
          void reply.header('content-encoding', encoding);
          void reply.removeHeader('content-length');
          done(null, body);
        },
        (error: unknown) => {
          done(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  );
}
