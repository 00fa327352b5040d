import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineEndpoint } from '@sportsbook/contracts/endpoint';
import { parseInput, UNREADABLE } from '../http/parse-input.ts';
import { createTestApp } from '../testing/test-app.ts';
import { logIn } from '../testing/test-client.ts';
import { problemOf, rawRequest } from '../testing/test-raw-request.ts';

// Defects the fuzzers found in the request layer, each kept as the smallest reproducer
// (docs/reliability.md lists them with their seeds).

describe('found by contract fuzzing', () => {
  // FUZZ_SEED 20261114, quickGame.createTicket: Items with a sub-cent betAmount made the body's
  // sum refinement call toCents on it, which throws; the throw escaped as a 500.
  const throwing = defineEndpoint({
    method: 'POST',
    path: '/w/api/example',
    body: {
      kind: 'json',
      schema: z
        .object({ amount: z.number().refine((v) => Number.isInteger(v * 100), 'Whole cents') })
        .superRefine((body) => {
          if (!Number.isInteger(body.amount * 100)) throw new RangeError('Not whole cents');
        }),
    },
    response: z.null(),
    auth: 'anonymous',
    summary: 'A schema whose refinement throws on input its field check refuses.',
  });

  it('a schema that throws while parsing is a 400 on its part, not a 500', () => {
    const parsed = parseInput(throwing, { params: {}, query: {}, body: { amount: 0.001 } });
    expect(parsed).toEqual({ ok: false, issues: [{ path: 'body', message: UNREADABLE }] });
  });

  it('the same schema still parses good input', () => {
    const parsed = parseInput(throwing, { params: {}, query: {}, body: { amount: 5.25 } });
    expect(parsed).toEqual({ ok: true, value: { body: { amount: 5.25 } } });
  });
});

describe('found by contract fuzzing, through the server', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    token = (await logIn(app, 'demo')).token;
  });
  afterAll(async () => {
    await app.close();
  });

  // FUZZ_SEED 5, FUZZ_RUNS 150, wager.removeItem: an itemId of 400 digits passed queryInt as
  // Infinity, and the slip's error echoed it (itemId: Infinity), a 500 off the response schema.
  it.each([
    [
      'wager.removeItem',
      'DELETE',
      `/w/api/wager/item/BS-1?itemId=${'9'.repeat(400)}`,
      'query.itemId',
    ],
    ['ticket.get', 'GET', `/w/api/ticket/${'9'.repeat(17)}`, 'params.id'],
    ['account.figure', 'GET', `/w/api/account/figure?week=${'9'.repeat(320)}`, 'query.week'],
  ] as const)('%s: an integer beyond 2^53 is a 400', async (_key, method, url, path) => {
    const answer = await rawRequest(app, { method, url, token });
    expect(answer.statusCode).toBe(400);
    expect(problemOf(answer.json()).errors?.map((e) => e.path)).toContain(path);
  });
});
