import { describe, expect, it } from 'vitest';
import type { EndpointDef } from './http/endpoint.ts';
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

  // A call needs the bearer token unless its file writes `auth: 'anonymous'` (decision 202):
  // a new public call changes this list, so it is a decision someone makes and reviews.
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

  // One order for every record (decision 202), so a reader finds each fact where the others have it.
  // `auth` counts where the file writes it; the default `bearer` is filled in after the rest.
  it.each(endpointKeys)('%s lists its fields in the canonical order', (key) => {
    const def = registry[key];
    const written = Object.keys(def).filter((field) => field !== 'auth' || def.auth !== 'bearer');
    const canonical = FIELD_ORDER.filter((field) => written.includes(field));
    expect(written).toEqual(canonical);
  });
});

const FIELD_ORDER: readonly (keyof EndpointDef)[] = [
  'method',
  'path',
  'pathParams',
  'query',
  'body',
  'response',
  'errors',
  'auth',
  'money',
  'summary',
  'description',
];
