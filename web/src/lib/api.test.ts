import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '@sportsbook/contracts/registry';
import { apiOver } from './api.ts';
import { i18n } from './i18n.ts';

const brokenStanding = () =>
  Promise.resolve(new Response(JSON.stringify({ balance: 'lots' }), { status: 200 }));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('an answer that breaks the contract (decision 190)', () => {
  it('tells the bettor something went wrong, with a reference, and developers the details', async () => {
    vi.stubEnv('DEV', false);
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const error: unknown = await apiOver(brokenStanding)
      .call('account.standing')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    const message = error instanceof Error ? error.message : '';
    expect(message).toMatch(
      /^Something went wrong on our side\. Please try again later\. Reference: [A-Z2-9]{6}$/,
    );
    expect(message).not.toMatch(/contract|account\.standing|balance/);
    const reference = message.slice(-6);
    expect(console).toHaveBeenCalledWith(
      `[${reference}] Response of account.standing breaks the contract: balance: Expected number, received string`,
    );
  });

  it('says it in Spanish on a Spanish page', async () => {
    vi.stubEnv('DEV', false);
    vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    await i18n.changeLanguage('es');
    try {
      await expect(apiOver(brokenStanding).call('account.standing')).rejects.toThrow(
        /^Algo salió mal de nuestro lado\. Inténtelo de nuevo más tarde\. Referencia: [A-Z2-9]{6}$/,
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows the details in the page too under npm run dev', async () => {
    vi.stubEnv('DEV', true);
    vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    await expect(apiOver(brokenStanding).call('account.standing')).rejects.toThrow(
      /Reference: [A-Z2-9]{6} \(Response of account\.standing breaks the contract: balance: /,
    );
  });
});

describe('the texts a bettor can be shown', () => {
  const texts = import.meta.glob<{ default: unknown }>('../locales/*/**/*.json', { eager: true });
  const endpoints = Object.keys(registry);
  const leaves = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(leaves)
        : [];

  it('never name the contract, an endpoint or a field path', () => {
    const found = Object.entries(texts).flatMap(([file, module]) =>
      leaves(module.default)
        .filter(
          (text) =>
            /\bcontract\b|\bschema\b|\bcontrato\b|\besquema\b/i.test(text) ||
            endpoints.some((endpoint) => text.includes(endpoint)) ||
            /\b[a-z]\w*\.\d+\.[a-z]\w*/i.test(text),
        )
        .map((text) => `${file}: ${text}`),
    );
    expect(Object.keys(texts).length).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });
});
