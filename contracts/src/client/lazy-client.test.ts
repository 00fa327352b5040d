import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { registry, endpointKeys, type EndpointKey } from '../registry.ts';
import { areaLoaders, createLazyApiClient, type Area } from './lazy-client.ts';
import { ContractError } from './create-client.ts';
import { wire } from './wire.ts';
import { renderWire, wireFile } from './render-wire.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('the lazy client', () => {
  it('has the wire form of every endpoint as the registry defines it', async () => {
    expect(Object.keys(wire)).toEqual(endpointKeys);
    expect(readFileSync(wireFile, 'utf8'), 'wire.ts is stale: npm run generate -w contracts').toBe(
      await renderWire(),
    );
  });

  it('loads, area by area, the very definitions of the registry, and every one of them', async () => {
    const seen: string[] = [];
    for (const [area, load] of Object.entries(areaLoaders)) {
      const endpoints = await load();
      for (const [key, def] of Object.entries(endpoints)) {
        expect(key.startsWith(`${area}.`), key).toBe(true);
        expect(def, key).toBe(registry[key as EndpointKey]);
        seen.push(key);
      }
    }
    expect(seen.sort()).toEqual([...endpointKeys].sort());
  });

  it('sends the request and checks the answer against the contract', async () => {
    const fetch = vi.fn(() => Promise.resolve(json({ balance: 1000 })));
    const api = createLazyApiClient({ clientId: 'c', getToken: () => 'tok', fetch });
    await expect(api.call('account.standing')).resolves.toEqual({ balance: 1000 });
    expect(fetch).toHaveBeenCalledWith(
      '/w/api/account/standing',
      expect.objectContaining({ method: 'GET' }),
    );
    const broken = createLazyApiClient({
      clientId: 'c',
      fetch: () => Promise.resolve(json({ balance: 'lots' })),
    });
    await expect(broken.call('account.standing')).rejects.toBeInstanceOf(ContractError);
  });

  it('tries an area again after its schemas failed to load', async () => {
    const area: Area = 'casino';
    const real = areaLoaders[area];
    areaLoaders[area] = () => Promise.reject(new Error('chunk failed'));
    const api = createLazyApiClient({
      clientId: 'c',
      fetch: () => Promise.resolve(json({ token: 't' })),
    });
    try {
      await expect(api.call('casino.token', { body: { userId: 'demo' } })).rejects.toThrow(
        'chunk failed',
      );
    } finally {
      areaLoaders[area] = real;
    }
    await expect(api.call('casino.token', { body: { userId: 'demo' } })).resolves.toEqual({
      token: 't',
    });
  });
});
