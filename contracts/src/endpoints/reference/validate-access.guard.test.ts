import { describe, expect, it } from 'vitest';
import { ContractError } from '../../client/api-error.ts';
import { areaLoaders, createLazyApiClient } from '../../client/lazy-client.ts';
import { expectAgreement, variantsOf } from '../../testing/guard-test-support.ts';
import { AppMetadataSchema } from '../../schemas/app-metadata.ts';
import { validateAccessGuard } from './validate-access.guard.ts';

const samples = [{ wafAction: 'Block' }, { wafAction: 'Allow' }, { wafAction: '' }];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('validateAccessGuard', () => {
  it('reads the region check as AppMetadataSchema does, over every broken variant', () => {
    expect(validateAccessGuard.safeParse({ wafAction: 'Block', region: 'X' })).toEqual({
      success: true,
      data: { wafAction: 'Block' },
    });
    const variants = [...samples, ...samples.flatMap(variantsOf)];
    const accepted = variants.filter((variant) =>
      expectAgreement(AppMetadataSchema, validateAccessGuard, variant),
    );
    expect(accepted.length).toBeGreaterThan(samples.length);
    expect(accepted.length).toBeLessThan(variants.length);
  });

  it("is how the lazy client checks the region check's answer: no schema is loaded for it", async () => {
    const real = areaLoaders.reference;
    areaLoaders.reference = () => Promise.reject(new Error('the reference schemas were loaded'));
    try {
      const api = createLazyApiClient({
        clientId: 'c',
        fetch: () => Promise.resolve(json({ wafAction: 'Block', region: 'X' })),
      });
      await expect(api.call('reference.validateAccess')).resolves.toEqual({ wafAction: 'Block' });
      const broken = createLazyApiClient({
        clientId: 'c',
        fetch: () => Promise.resolve(json({ wafAction: 1 })),
      });
      const refused = broken.call('reference.validateAccess');
      await expect(refused).rejects.toBeInstanceOf(ContractError);
      await expect(refused).rejects.toThrow(
        'Response of reference.validateAccess breaks the contract: wafAction: Expected string',
      );
    } finally {
      areaLoaders.reference = real;
    }
  });
});
