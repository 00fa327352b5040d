import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

describe('defineEndpoint', () => {
  const call = {
    method: 'GET',
    path: '/w/api/example',
    response: z.null(),
    summary: 'An example call.',
  } as const;

  it('makes a call that says nothing about auth need the bearer token (decision 202)', () => {
    const def = defineEndpoint(call);
    const auth: 'bearer' = def.auth;
    expect(auth).toBe('bearer');
    expect(def).toEqual({ ...call, auth: 'bearer' });
  });

  it('keeps a public call anonymous', () => {
    const def = defineEndpoint({ ...call, auth: 'anonymous' });
    const auth: 'anonymous' = def.auth;
    expect(auth).toBe('anonymous');
  });

  it('refuses auth: bearer written out, since it is the default', () => {
    // @ts-expect-error: a record writes only auth: 'anonymous'
    expect(defineEndpoint({ ...call, auth: 'bearer' }).auth).toBe('bearer');
  });
});
