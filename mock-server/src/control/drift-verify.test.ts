import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { main } from '@sportsbook/contracts/verify/cli';
import type { EndpointKey } from '@sportsbook/contracts/registry';
import { PERSONA_PASSWORD } from '../db/personas.ts';
import { createTestApp } from '../testing/test-app.ts';
import { logIn } from '../testing/test-client.ts';
import { driftAnswer } from './drift.ts';

// `verify` against a live mock server on a real port, as a backend team runs it against theirs.
const PORT = 4451;
/** About 45 calls and a hub session: seconds, more on a busy 2-core machine. */
const SLOW = 90_000;
const BASE = `http://127.0.0.1:${PORT}`;

async function verify(extra: string[] = [], base = BASE) {
  let out = '';
  let err = '';
  const code = await main(
    [
      'verify',
      '--base-url',
      base,
      '--user',
      'demo',
      '--password',
      PERSONA_PASSWORD,
      '--timeout-ms',
      '30000',
      ...extra,
    ],
    {
      out: (text) => (out += text),
      err: (text) => (err += text),
      tty: false,
      env: {},
    },
  );
  return { code, out, err };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** The clean answer of a GET, to know which field drift will break in it. */
async function cleanAnswer(app: FastifyInstance, token: string, url: string): Promise<unknown> {
  const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  return response.json();
}

describe('sportsbook-contract verify against the mock server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // As `npm start` runs: answers cached and not re-validated.
    app = await createTestApp({ validateResponses: false, cacheAnswers: true, webRoot: false });
    await app.listen({ port: PORT, host: '127.0.0.1' });
  }, 60_000); // seeding the world takes seconds on a busy machine
  afterAll(async () => {
    await app.close();
  });

  it(
    'exits 0 with every safe call checked, the hub push included, and prints the count',
    async () => {
      const { code, out, err } = await verify(['--control', `${BASE}/__mock`, '--include-writes']);
      expect(code, out).toBe(0);
      expect(out).toMatch(/Checked (\d+) calls against the contract: \1 ok, 0 with violations/);
      const checked = Number(/Checked (\d+) calls/.exec(out)?.[1]);
      expect(checked).toBeGreaterThanOrEqual(40);
      expect(out).toMatch(/hub\.UserBalanceUpdate\s+WS\s+-\s+\d+\s+ok/);
      expect(err).toContain(`[${checked}/${checked}] auth.logout`);
      // The mock honours Idempotency-Key: the message sent again with its key is the same one.
      expect(out).toMatch(/message\.send \(same Idempotency-Key\)\s+POST\s+200\s+\d+\s+ok$/m);
      expect(out).not.toContain('Warnings');
    },
    SLOW,
  );

  it(
    'warns, and still exits 0, when the backend ignores Idempotency-Key',
    async () => {
      const ignore = (on: boolean) =>
        app.inject({
          method: 'PATCH',
          url: '/__mock/scenario',
          payload: { ignoreIdempotencyKeys: on },
        });
      expect((await ignore(true)).statusCode).toBe(200);
      try {
        const { code, out } = await verify(['--include-writes', '--no-hub']);
        expect(code, out).toBe(0);
        const warnings = out.slice(out.indexOf('Warnings (not failures):')).split('\n\n')[0];
        expect(warnings).toContain(
          'message.send (same Idempotency-Key)  Idempotency-Key not honoured: the same request with the same key got another answer than the first',
        );
        expect(warnings).toContain(
          'Idempotency-Key not honoured: the message was booked 2 times (docs/contract-tooling.md)',
        );
        expect(out).toMatch(
          /message\.send \(same Idempotency-Key\)\s+POST\s+200\s+\d+\s+ok, 2 warnings$/m,
        );
        expect(out).toContain('2 warnings (not failures).');
      } finally {
        await ignore(false);
      }
    },
    SLOW,
  );

  it(
    'places one probe bet with --place-wager: sent again with its key, it is one ticket',
    async () => {
      const { code, out } = await verify(['--include-writes', '--place-wager', '--no-hub']);
      expect(code, out).toBe(0);
      expect(out).toMatch(/^wager\.submit\s+POST\s+200\s+\d+\s+ok$/m);
      expect(out).toMatch(/wager\.submit \(same Idempotency-Key\)\s+POST\s+200\s+\d+\s+ok$/m);
      expect(out).not.toContain('Warnings');
      expect(out).not.toContain('never walked: places a real wager');
    },
    SLOW,
  );

  it(
    'warns when the backend ignores the key of a resent bet, which the placed slip still books once',
    async () => {
      const ignore = (on: boolean) =>
        app.inject({
          method: 'PATCH',
          url: '/__mock/scenario',
          payload: { ignoreIdempotencyKeys: on },
        });
      expect((await ignore(true)).statusCode).toBe(200);
      try {
        const { code, out } = await verify(['--include-writes', '--place-wager', '--no-hub']);
        expect(code, out).toBe(0);
        const warnings = out.slice(out.indexOf('Warnings (not failures):')).split('\n\n')[0];
        // Without the key the mock reads the resend as a new bet on a slip already placed: a
        // refusal, so still one ticket. Verify says the answers differ, and nothing more.
        expect(
          (warnings ?? '').split('\n').filter((line) => line.includes('wager.submit')),
        ).toEqual([
          '  wager.submit (same Idempotency-Key)  Idempotency-Key not honoured: the same bet with the same key got another answer than the first',
        ]);
      } finally {
        await ignore(false);
      }
    },
    SLOW,
  );

  it(
    'exits 1 naming exactly the drifted endpoints and fields',
    async () => {
      const demo = await logIn(app, 'demo');
      const drifted: [EndpointKey, string][] = [
        ['account.standing', '/w/api/account/standing'],
        ['ticket.list', `/w/api/ticket?date=${daysAgo(90)}&dateTo=${daysAgo(0)}`],
        ['message.types', '/w/api/MessageBox/GetMessageType'],
        ['cashier.metadata', '/w/api/cashier/metadata'],
      ];
      const expected: string[] = [];
      for (const [key, url] of drifted) {
        const { change } = driftAnswer(key, await cleanAnswer(app, demo.token, url));
        expected.push(`${key}  ${change.path}`);
      }
      const patch = await app.inject({
        method: 'PATCH',
        url: '/__mock/scenario',
        payload: { drift: drifted.map(([key]) => key) },
      });
      expect(patch.statusCode).toBe(200);

      const { code, out } = await verify();
      expect(code, out).toBe(1);
      const named = out
        .split('\n')
        .filter((line) => line.startsWith('  ') && line.includes(' expected '))
        .map((line) => line.trim().split('  ').slice(0, 2).join('  '));
      expect(named.sort()).toEqual(expected.sort());
    },
    SLOW,
  );
});

describe('sportsbook-contract verify late in the evening', () => {
  // At 23:50 UTC today's games have all started: tonight's last ones start after midnight.
  const late = `http://127.0.0.1:${PORT + 1}`;
  let app: FastifyInstance;
  beforeAll(async () => {
    const clock = new Date();
    clock.setUTCHours(23, 50, 0, 0);
    app = await createTestApp({ now: () => clock, webRoot: false });
    await app.listen({ port: PORT + 1, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it(
    "asks for tomorrow's games when today has none still open, and chains the event from them",
    async () => {
      const { code, out } = await verify(['--no-hub'], late);
      expect(code, out).toBe(0);
      expect(out).toMatch(/^matchup\.list\s+GET\s+200\s+\d+\s+ok$/m);
      expect(out).toMatch(/^matchup\.list \(next day\)\s+GET\s+200\s+\d+\s+ok$/m);
      expect(out).toMatch(/^matchup\.get\s+GET\s+200\s+\d+\s+ok$/m);
      expect(out).toMatch(/^matchup\.props\s+GET\s+200\s+\d+\s+ok$/m);
    },
    SLOW,
  );
});
