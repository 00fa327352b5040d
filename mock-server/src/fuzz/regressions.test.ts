import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@sportsbook/contracts/endpoint';
import { parseInput, UNREADABLE } from '../http/parse-input.ts';

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
