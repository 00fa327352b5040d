import { describe, expect, it } from 'vitest';
import { expectAgreement, variantsOf } from '../testing/guard-test-support.ts';
import { ProblemGuard } from './problem.guard.ts';
import { ProblemSchema } from './problem.ts';

const samples = [
  { title: 'Unauthorized', status: 401 },
  {
    type: 'https://example.com/problems/contract',
    title: 'Bad Request',
    status: 400,
    detail: 'The request breaks the contract.',
    message: 'The user name or password is incorrect.',
    errors: [
      { path: 'body.userName', message: 'Required' },
      { path: 'query.date', message: 'Expected a date as yyyy-MM-dd' },
    ],
  },
  { type: '', title: '', status: -1, errors: [] },
];

describe('ProblemGuard', () => {
  it('reads a problem as ProblemSchema does: the default type, unknown fields left out', () => {
    expect(ProblemGuard.safeParse({ title: 'Gone', status: 404, extra: 1 })).toEqual({
      success: true,
      data: { type: 'about:blank', title: 'Gone', status: 404 },
    });
    for (const sample of samples)
      expect(expectAgreement(ProblemSchema, ProblemGuard, sample)).toBe(true);
  });

  it('accepts and refuses what ProblemSchema does, over every broken variant', () => {
    const variants = samples.flatMap(variantsOf);
    const accepted = variants.filter((variant) =>
      expectAgreement(ProblemSchema, ProblemGuard, variant),
    );
    expect(variants.length).toBeGreaterThan(500);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(variants.length);
  });

  it('names the refused fields', () => {
    expect(ProblemGuard.safeParse({ title: 3, status: 1.5, errors: [{ path: 'a' }] })).toEqual({
      success: false,
      issues: [
        { path: 'title', message: 'Expected string' },
        { path: 'status', message: 'Out of range' },
        { path: 'errors.0.message', message: 'Required' },
      ],
    });
    expect(ProblemGuard.safeParse('Bad Gateway')).toEqual({
      success: false,
      issues: [{ path: '', message: 'Expected object' }],
    });
  });
});
