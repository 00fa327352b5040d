import { describe, expect, it, vi } from 'vitest';
import { readIdempotencyKey } from '../http/idempotency.ts';
import type { EndpointDef } from '../http/endpoint.ts';
import { endpointKeys, registry, type EndpointKey } from '../registry.ts';
import type { ApiClient, ClientOptions, Wire } from './client-core.ts';
import { createApiClient } from './create-client.ts';
import { createLazyApiClient } from './lazy-client.ts';
import { wire } from './wire.ts';

// Issue 36, item 5 (decision 192): each money call is one action with one Idempotency-Key.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function recording(make: (options: ClientOptions) => ApiClient) {
  const sent: Headers[] = [];
  const fetch = vi.fn((_url: string | URL | Request, init?: RequestInit) => {
    sent.push(new Headers(init?.headers));
    // Not what any endpoint answers: only the request matters here.
    return Promise.resolve(
      new Response('null', { headers: { 'Content-Type': 'application/json' } }),
    );
  });
  const api = make({ clientId: 'c', getToken: () => 'tok', fetch });
  /** The Idempotency-Key the call sent, or null. */
  const keyOf = async (call: () => Promise<unknown>): Promise<string | null> => {
    await call().catch(() => undefined);
    return sent.at(-1)?.get('Idempotency-Key') ?? null;
  };
  return { api, keyOf };
}

const guid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe.each([
  ['the registry client', createApiClient],
  ['the lazy client', createLazyApiClient],
])('Idempotency-Key from %s', (_, make) => {
  it('goes on money calls only, as a quoted random UUID', async () => {
    const { api, keyOf } = recording(make);
    const money = [
      () => api.call('wager.submit', { body: { betSlipId: 'BS-1', wagerAmount: 10 } }),
      () => api.call('ticket.cashOut', { query: { id: 7, amount: 10.5 } }),
      () => api.call('cashier.cancelRequest', { params: { id: guid } }),
    ];
    for (const call of money) {
      const value = await keyOf(call);
      expect(value).toMatch(/^".*"$/);
      expect(readIdempotencyKey(value ?? '')).toMatch(UUID);
    }
    const others = [
      () => api.call('account.standing'),
      () => api.call('wager.addItem', { body: { offerId: 'o', wagerAmount: 10 } }),
      () => api.call('auth.logout', { body: { clientId: 'c' } }),
    ];
    for (const call of others) expect(await keyOf(call)).toBeNull();
  });

  it('makes a fresh key for each call, and keeps the one a caller passes', async () => {
    const { api, keyOf } = recording(make);
    const body = { betSlipId: 'BS-1', wagerAmount: 10 };
    const first = await keyOf(() => api.call('wager.submit', { body }));
    const second = await keyOf(() => api.call('wager.submit', { body }));
    expect(first).not.toBe(second);
    const action = { idempotencyKey: 'slip-BS-1-try' };
    expect(await keyOf(() => api.call('wager.submit', { body }, action))).toBe('"slip-BS-1-try"');
    expect(await keyOf(() => api.call('wager.submit', { body }, action))).toBe('"slip-BS-1-try"');
    // Not a money call: the option is ignored.
    expect(await keyOf(() => api.call('account.standing', {}, action))).toBeNull();
  });
});

const moneyOf = (key: EndpointKey): boolean => {
  const def: EndpointDef = registry[key];
  return def.money === true;
};

it('marks the nine money calls of docs/reliability.md, from the registry flag alone', () => {
  // Nine rows, seven endpoints: cashier.createRequest files withdrawals and deposits, and
  // message.send new messages and replies.
  expect(endpointKeys.filter((key) => moneyOf(key)).sort()).toEqual([
    'account.addBankAccount',
    'cashier.cancelRequest',
    'cashier.createRequest',
    'message.send',
    'quickGame.createTicket',
    'ticket.cashOut',
    'wager.submit',
  ]);
  for (const key of endpointKeys) {
    const entry: Wire = wire[key];
    expect(entry.money === true, key).toBe(moneyOf(key));
  }
});

describe('readIdempotencyKey', () => {
  it('reads the draft sf-string and a bare token, and nothing else', () => {
    expect(readIdempotencyKey('"abc"')).toBe('abc');
    expect(readIdempotencyKey('"a \\"b\\" \\\\c"')).toBe('a "b" \\c');
    expect(readIdempotencyKey('abc-123')).toBe('abc-123');
    for (const bad of ['', '""', '"abc', 'a b', 'é', '"a\\x"', 'x'.repeat(256)])
      expect(readIdempotencyKey(bad), bad).toBeUndefined();
    expect(readIdempotencyKey('x'.repeat(255))).toHaveLength(255);
  });
});
