import { describe, expect, it } from 'vitest';
import { registry, endpointKeys } from './registry.ts';

describe('registry', () => {
  it('lists all 55 calls of SPEC §7', () => {
    expect(endpointKeys).toHaveLength(55);
  });

  it('has one definition per method and path', () => {
    const routes = Object.values(registry).map((def) => `${def.method} ${def.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(endpointKeys)('%s declares exactly the path parameters its path uses', (key) => {
    const def = registry[key];
    const placeholders = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const declared = 'pathParams' in def ? Object.keys(def.pathParams.shape).sort() : [];
    expect(declared).toEqual(placeholders);
    expect(def.path.startsWith('/w/api/')).toBe(true);
    expect(key).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it('makes only the pre-login calls anonymous', () => {
    const anonymous = endpointKeys.filter((key) => registry[key].auth === 'anonymous').sort();
    expect(anonymous).toEqual(
      [
        'account.createCustomer',
        'account.passwordReset',
        'account.passwordResetRequest',
        'account.passwordResetVerify',
        'account.tokenMetadata',
        'auth.token',
        'meta.registration',
        'reference.validateAccess',
        'sportEvent.list',
        'sportEvent.today',
      ].sort(),
    );
  });
});
