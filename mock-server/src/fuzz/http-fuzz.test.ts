import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { endpointKeys } from '@sportsbook/contracts/registry';
import { ProblemSchema } from '@sportsbook/contracts/problem';
import { buildServer } from '../server.ts';
import { seededState } from '../testing/seeded-worlds.ts';
import { fuzzCase } from './fuzz-case.ts';
import {
  FUZZ_RUNS,
  FUZZ_SEED,
  FuzzTarget,
  fuzzLogger,
  fuzzTimeout,
  reportFailure,
} from './fuzz-run.ts';
import { httpTransport, listenOnFuzzPort, rawExchange } from './fuzz-http.ts';
import { warmUp } from './warm-up.ts';

// The fuzzer over a real socket against the server as `npm start` runs it (no per-answer
// validation, answer cache on): the oracle checks each 2xx against its schema itself. Then bytes
// no client library would send, straight to Node's HTTP parser.

describe('fuzzing over real HTTP, production options', () => {
  let app: FastifyInstance;
  let port: number;
  let target: FuzzTarget;
  beforeAll(async () => {
    app = await buildServer({
      state: seededState(),
      validateResponses: false,
      cacheAnswers: true,
      webRoot: false,
      logger: fuzzLogger(),
    });
    port = await listenOnFuzzPort(app);
    target = new FuzzTarget(app, httpTransport(port));
    await warmUp(target);
  });
  afterAll(async () => {
    target.report('http');
    await app.close();
  });

  const runs = Math.max(2, Math.ceil(FUZZ_RUNS / 3));
  it.each(endpointKeys.map((key, index) => [key, index] as const))(
    `%s: ${runs} generated requests`,
    async (key, index) => {
      await fc.assert(
        fc.asyncProperty(fuzzCase(key), async (fuzz) => {
          await target.run(fuzz);
        }),
        {
          seed: FUZZ_SEED + 1000 + index,
          numRuns: runs,
          endOnFailure: true,
          reporter: reportFailure,
        },
      );
    },
    fuzzTimeout(runs),
  );

  const marker = 'fuzzmarker';
  const raw: [string, (token: string) => string, number[]][] = [
    [
      'headers over the limit',
      (token) =>
        `GET /w/api/account/standing HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
        `X-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      [431],
    ],
    [
      'an address of 20,000 characters',
      () => `GET /w/api/matchup/${marker}${'9'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      [414, 431],
    ],
    [
      'a broken percent-encoding in the path',
      (token) =>
        `GET /w/api/ticket/%E0%A4%A${marker} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      [400, 404],
    ],
    [
      'a Content-Length that is not a number',
      () => `POST /w/api/token HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}`,
      [400],
    ],
    [
      'a broken chunked body',
      () =>
        'POST /w/api/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      [400],
    ],
    [
      'both Content-Length and Transfer-Encoding (smuggling)',
      () =>
        'POST /w/api/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      [400],
    ],
    ['a request line that is not HTTP', () => `HELLO ${marker}\r\n\r\n`, [400]],
    [
      'a stake of 1e309 on the wire',
      (token) => {
        const body = '{"betSlipId":"x","wagerAmount":1e309}';
        return (
          `POST /w/api/wager HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`
        );
      },
      [400],
    ],
  ];

  it.each(raw)(
    '%s: a 4xx problem that does not echo the request',
    async (_name, bytes, statuses) => {
      const { token } = await target.sessions.of('demo');
      const answer = await rawExchange(port, bytes(token));
      expect(statuses).toContain(answer.status);
      expect(answer.contentType).toMatch(/^application\/problem\+json/);
      expect(ProblemSchema.parse(JSON.parse(answer.body)).status).toBe(answer.status);
      expect(answer.body).not.toContain(marker);
    },
  );
});
