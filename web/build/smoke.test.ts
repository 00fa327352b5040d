import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer } from '@sportsbook/mock-server/server';
import { configure } from './configure.ts';
import { smoke } from './smoke.ts';
import { fakeBuild } from './testing/fake-build.ts';

const listen = async (app: FastifyInstance): Promise<string> =>
  app.listen({ port: 0, host: '127.0.0.1' });

describe('the deployment smoke check', () => {
  let dist: string;
  let site: FastifyInstance;
  beforeAll(async () => {
    dist = fakeBuild();
    await configure(['--dist', dist, '--api-url', '/']);
    site = await buildServer({ webRoot: dist, rateLimits: false, validateResponses: false });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('passes every check on a same-origin deployment served as the definition says', async () => {
    const checks = await smoke(await listen(site));
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(checks.map((check) => check.name)).toEqual([
      'page',
      'page headers',
      'deep link (SPA fallback)',
      'hashed asset',
      'host files hidden',
      'API',
      'push hub',
    ]);
  });

  it('names what a host gets wrong: no policy, no fallback, host files served', async () => {
    const careless = Fastify();
    careless.get('/*', (request, reply) => {
      if (request.url === '/') {
        return reply
          .type('text/html')
          .send('<meta name="sportsbook-config" content="{}"><script src="/assets/a.js"></script>');
      }
      return reply.code(request.url === '/_headers' ? 200 : 404).send('no');
    });
    try {
      const checks = await smoke(await listen(careless));
      const failed = Object.fromEntries(
        checks.filter((check) => !check.ok).map((check) => [check.name, check.detail]),
      );
      expect(failed['page headers']).toMatch(/content-security-policy is null/);
      expect(failed['deep link (SPA fallback)']).toMatch(/status 404/);
      expect(failed['hashed asset']).toMatch(/status 404/);
      expect(failed['host files hidden']).toBe('/_headers is served');
      expect(failed.API).toMatch(/status 404/);
    } finally {
      await careless.close();
    }
  });
});
