import { describe, expect, it } from 'vitest';
import { expectAgreement, variantsOf } from '../testing/guard-test-support.ts';
import { CustomerGuard } from './customer.guard.ts';
import { CustomerSchema } from './customer.ts';

const customer = {
  customerId: 1042,
  lastAcceptanceTerms: '2026-11-20T09:15:00Z',
  agentName: 'Agent Smith',
  firstName: 'Demo',
  lastName: 'Bettor',
  personalIdNumber: '001-1234567-8',
  city: 'Santo Domingo',
  emailAddress: 'demo@example.com',
  phone: '8095550100',
};

const samples = [
  customer,
  { ...customer, customerId: 0, lastAcceptanceTerms: null, personalIdNumber: '' },
  { ...customer, lastAcceptanceTerms: '2026-11-20' },
];

describe('CustomerGuard', () => {
  it('reads a customer as CustomerSchema does, unknown fields left out', () => {
    expect(CustomerGuard.safeParse({ ...customer, nickname: 'D' })).toEqual({
      success: true,
      data: customer,
    });
    for (const sample of samples)
      expect(expectAgreement(CustomerSchema, CustomerGuard, sample)).toBe(true);
  });

  it('accepts and refuses what CustomerSchema does, over every broken variant', () => {
    const variants = samples.flatMap(variantsOf);
    const accepted = variants.filter((variant) =>
      expectAgreement(CustomerSchema, CustomerGuard, variant),
    );
    expect(variants.length).toBeGreaterThan(1000);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(variants.length);
  });

  it('refuses a date it cannot read and a negative customer id', () => {
    expect(
      CustomerGuard.safeParse({ ...customer, customerId: -1, lastAcceptanceTerms: 'soon' }),
    ).toEqual({
      success: false,
      issues: [
        { path: 'customerId', message: 'Out of range' },
        { path: 'lastAcceptanceTerms', message: 'Expected a date-time' },
      ],
    });
  });
});
