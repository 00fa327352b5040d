import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '@sportsbook/contracts/openapi';
import { createTestApp } from '../testing/test-app.ts';

describe('/docs (the API reference)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ webRoot: false });
  }, 60_000); // seeding the world takes seconds on a busy machine
  afterAll(async () => {
    await app.close();
  });

  it('is a page with no inline script, loading Swagger UI and the document from this server', async () => {
    const page = await app.inject('/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.map((m) => m[1]?.trim())).toEqual([
      'src="/docs/swagger-ui-bundle.js"',
      'src="/docs/init.js"',
    ]);
    expect(scripts.every((m) => m[2] === '')).toBe(true);
    expect(page.body).not.toMatch(/https?:\/\//);
    for (const asset of [
      'swagger-ui-bundle.js',
      'swagger-ui.css',
      'init.js',
      'favicon-32x32.png',
    ]) {
      const answer = await app.inject(`/docs/${asset}`);
      expect(answer.statusCode, asset).toBe(200);
      expect(answer.rawPayload.length, asset).toBeGreaterThan(100);
    }
  });

  it('serves the OpenAPI document the contract builds', async () => {
    const answer = await app.inject('/docs/openapi.json');
    expect(answer.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    expect((await app.inject('/docs/asyncapi.json')).json()).toMatchObject({ asyncapi: '3.1.0' });
  });
});
