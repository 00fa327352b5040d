import { describe, expect, it } from 'vitest';
import { BROKEN_VALUE_PATTERNS, developerTextPatterns } from '@sportsbook/contracts/developer-text';
import { files as appTextsEs } from '@/lib/texts/app-texts-es.ts';
import { files as beyondTextsEs } from '@/lib/texts/beyond-texts-es.ts';
import { files as firstBeyondTextsEs } from '@/lib/texts/first-beyond-texts-es.ts';
import { files as publicTextsEs } from '@/lib/texts/public-texts-es.ts';
import { files as saferGamblingTextsEs } from '@/features/safer-gambling/model/page-texts-es.ts';

// Issue 36, done when: nowhere in the app can a bettor read "breaks the contract", an endpoint name
// or a schema path. Every text a bettor can be shown is one of these files, English and Spanish,
// as the app loads them (i18n.ts, the *-texts*.ts modules); none may hold a developer word
// (decision 195). The any-backend journey watches every screen for the same words.

const localeFiles = import.meta.glob<unknown>('./**/*.json', { eager: true, import: 'default' });
/** What the Spanish loaders hand to i18next, as they hand it (some pick keys out of a file). */
const loaded = {
  'app-texts-es.ts': appTextsEs,
  'beyond-texts-es.ts': beyondTextsEs,
  'first-beyond-texts-es.ts': firstBeyondTextsEs,
  'public-texts-es.ts': publicTextsEs,
  'safer-gambling page-texts-es.ts': saferGamblingTextsEs,
};

/** Every text in a locale file, with the key path it sits at. */
function texts(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${at}.${key}`));
}

const patterns = [...developerTextPatterns(), ...BROKEN_VALUE_PATTERNS].map((p) => ({
  what: p.what,
  regex: new RegExp(p.source, p.flags),
}));

/** The developer words in one text, as "what: text at key". */
const wordsIn = ([at, text]: [string, string]): string[] =>
  patterns.filter(({ regex }) => regex.test(text)).map(({ what }) => `${what}: "${text}" at ${at}`);

describe('the texts a bettor can be shown hold no developer words (decision 195)', () => {
  it('in every English and Spanish locale file', () => {
    const all = Object.entries(localeFiles).flatMap(([file, value]) => texts(value, file));
    expect(Object.keys(localeFiles).some((file) => file.startsWith('./en/'))).toBe(true);
    expect(Object.keys(localeFiles).some((file) => file.startsWith('./es/'))).toBe(true);
    expect(all.length).toBeGreaterThan(1000);
    expect(all.flatMap(wordsIn)).toEqual([]);
  });

  it.each(Object.entries(loaded))('in what %s loads', (loader, files) => {
    const all = Object.entries(files).flatMap(([file, value]) => texts(value, `${loader} ${file}`));
    expect(all.length).toBeGreaterThan(0);
    expect(all.flatMap(wordsIn)).toEqual([]);
  });

  it('finds each kind of developer word', () => {
    const found = [
      'Response of account.snapshot breaks the contract: figure.0.date: Expected an ISO 8601 date-time',
      'Could not load account.snapshot',
      'settingUI.maxHistoryDays is too large',
      'POST /w/api/token failed',
      'Hello [object Object]',
      'You have undefined new messages',
      'Balance: $NaN',
    ].map((text) => wordsIn(['test', text]).map((line) => line.split(':')[0]));
    expect(found).toEqual([
      ['contract wording', 'an endpoint id', 'a field path'],
      ['an endpoint id'],
      ['a field path'],
      ['an API address'],
      ['an object as text'],
      ['a missing value'],
      ['a broken number'],
    ]);
  });
});
