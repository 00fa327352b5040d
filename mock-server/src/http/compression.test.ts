import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app.ts';
import { logIn } from '../testing/test-client.ts';
import { openDay } from '../testing/sportsbook-test-steps.ts';
import { COMPRESS_THRESHOLD_BYTES, pickEncoding } from './compress-answers.ts';
import {
  CACHE_IMMUTABLE as IMMUTABLE,
  CACHE_REVALIDATE as REVALIDATE,
} from '@sportsbook/contracts/hosting';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 refusals', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('compressed answers and the production build (fast mode)', () => {
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const html = `<!doctype html><html><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
  let root: string;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    // A build as web/build/precompress.ts leaves it: hashed assets with .br and .gz twins.
    root = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(root, 'assets'));
    for (const [file, text] of [
      ['assets/app-abc123.js', script],
      ['index.html', html],
    ] as const) {
      writeFileSync(join(root, file), text);
      writeFileSync(join(root, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(root, `${file}.gz`), gzipSync(text));
    }
    app = await createTestApp({ validateResponses: false, cacheAnswers: true, webRoot: root });
    token = (await logIn(app, 'demo')).token;
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        clientid: 'test',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('sends a hashed asset precompressed, cached for a year', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends index.html for a client route, compressed, to be revalidated every time', async () => {
    const page = await get('/services/sport', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe(REVALIDATE);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);
  });

  it('compresses a large API answer once per state revision, and leaves small ones alone', async () => {
    const url = `/w/api/matchup?date=${openDay(app.mockState)}&page=1&size=30`;
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const first = await get(url, 'gzip');
    const second = await get(url, 'gzip');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(first.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const br = await get(url, 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const small = await get('/w/api/account/standing', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a large problem answer the same way', async () => {
    const missing = await get(`/w/api/nowhere/${'x'.repeat(1500)}`, 'gzip');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(missing.rawPayload).toString())).toMatchObject({ status: 404 });
  });
});
