import { describe, expect, it } from 'vitest';
import { expectAgreement, variantsOf } from '../testing/guard-test-support.ts';
import { UserSessionGuard } from './session.guard.ts';
import { UserSessionSchema } from './session.ts';

const settingUI = {
  language: 'en',
  acceptanceOfTermsEnabled: true,
  minAmount: 1,
  maxAmount: 5000,
  allowIf: true,
  allowTeaser: true,
  cashOutEnabled: false,
  enableCashierOnLine: true,
  quickGameEnabled: true,
  allowBankAccount: false,
  maxHistoryDays: 90,
};

const session = {
  token: 'tok-demo',
  userName: 'demo',
  userId: 7,
  accountBalance: 1000.5,
  pwdChangeFlag: false,
  teasers: [
    {
      id: 1,
      name: '6 Points Football',
      shortName: '6P',
      minTeam: 2,
      maxTeam: 4,
      pricesList: [
        { cntTeam: 2, price: -110 },
        { cntTeam: 3, price: 180.5 },
      ],
    },
  ],
  settingUI,
};

const samples = [
  session,
  { ...session, teasers: [], accountBalance: -20, settingUI: { ...settingUI, minAmount: 0 } },
];

describe('UserSessionGuard', () => {
  it('reads a session as UserSessionSchema does: the default history days, unknown fields left out', () => {
    const withoutDays = Object.fromEntries(
      Object.entries(settingUI).filter(([key]) => key !== 'maxHistoryDays'),
    );
    const parsed = UserSessionGuard.safeParse({
      ...session,
      settingUI: { ...withoutDays, theme: 'dark' },
      extra: true,
    });
    expect(parsed).toEqual({
      success: true,
      data: { ...session, settingUI: { ...settingUI, maxHistoryDays: 60 } },
    });
    for (const sample of samples)
      expect(expectAgreement(UserSessionSchema, UserSessionGuard, sample)).toBe(true);
  });

  it('accepts and refuses what UserSessionSchema does, over every broken variant', () => {
    const variants = samples.flatMap(variantsOf);
    const accepted = variants.filter((variant) =>
      expectAgreement(UserSessionSchema, UserSessionGuard, variant),
    );
    expect(variants.length).toBeGreaterThan(2000);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(variants.length);
  });

  it('names the refused fields, and nothing under a refused object', () => {
    const parsed = UserSessionGuard.safeParse({ ...session, token: '', settingUI: 'en' });
    expect(parsed).toEqual({
      success: false,
      issues: [
        { path: 'token', message: 'Out of range' },
        { path: 'settingUI', message: 'Expected object' },
      ],
    });
  });
});
