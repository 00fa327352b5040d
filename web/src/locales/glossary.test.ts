import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES_EN } from '@sportsbook/contracts/forms/messages';
import { CONFIG_PROBLEM_TEXTS } from '@/app/config-problem.ts';
import { files as pageEs } from '@/features/safer-gambling/model/page-texts-es.ts';
import { files as appEs } from '@/lib/texts/app-texts-es.ts';
import { files as beyondEs } from '@/lib/texts/beyond-texts-es.ts';
import { files as firstBeyondEs } from '@/lib/texts/first-beyond-texts-es.ts';
import { files as publicEs } from '@/lib/texts/public-texts-es.ts';
import { bundlesOf, type LocaleFiles } from '@/lib/texts/text-areas.ts';

/*
 * Issue 34, finding 4: Spanish that reads as one voice. The Spanish texts, as the app loads them
 * (the chunks of lib/*-texts-es.ts and the safer-gambling page's), against the English ones and
 * against docs/glossary.md: no English left in them, one word for each thing, one register.
 */

type Texts = Record<string, unknown>;

/** 'ns:key.path' → text, for every leaf of every namespace. */
function leavesOf(bundles: Record<string, Texts>): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') found.set(path, value);
    else if (typeof value === 'object' && value !== null)
      for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
  };
  for (const [namespace, texts] of Object.entries(bundles))
    for (const [key, value] of Object.entries(texts)) walk(value, `${namespace}:${key}`);
  return found;
}

// Every chunk that brings Spanish texts (decision 096): what a Spanish visitor can be shown. The
// search's first chunk holds two texts of the second's search.json: merged, not replaced.
const SPANISH_CHUNKS: LocaleFiles[] = [publicEs, appEs, firstBeyondEs, beyondEs, pageEs];
const es = new Map<string, string>();
for (const chunk of SPANISH_CHUNKS)
  for (const [key, text] of leavesOf(bundlesOf(chunk))) es.set(key, text);
// The page a broken deployment shows writes its texts in both languages itself.
const configProblem = (language: string) =>
  CONFIG_PROBLEM_TEXTS.filter((texts) => texts.lang === language).flatMap(({ lang: _, ...texts }) =>
    Object.entries(texts),
  );
for (const [key, text] of configProblem('es')) es.set(`config-problem:${key}`, text);

const enFiles = import.meta.glob<Texts>('./en/**/*.json', { eager: true, import: 'default' });
const en = leavesOf(bundlesOf(enFiles));
for (const [key, text] of Object.entries(FORM_MESSAGES_EN)) en.set(`common:${key}`, text);
for (const [key, text] of configProblem('en')) en.set(`config-problem:${key}`, text);

/** The English a Spanish text translates: Spanish's 'many' plural form is English's 'other'. */
const englishOf = (key: string): string | undefined => en.get(key.replace(/_many$/, '_other'));

// Texts that are rightly the same in both languages. Each is a Spanish word or a name, not English
// left untranslated.
const SAME_IN_SPANISH = new Map([
  ['Total', 'the Spanish word (a sum; the over / under market)'],
  ['Normal', 'the Spanish word (a message priority)'],
  ['Error', 'the Spanish word'],
  ['Decimal', 'the Spanish word (an odds format)'],
  ['Casino', 'the Spanish word, and the name of the casino link'],
  ['PIN {{pin}}', 'PIN is the Spanish acronym too (número de identificación personal)'],
  ['English', "the language switcher names each language in that language's own words"],
  ['Español', "the language switcher names each language in that language's own words"],
]);

/** A text that is only placeholders, figures and marks ('{{percent}}%', '#', '{{a}} · {{b}}'). */
const onlyFormat = (text: string): boolean => !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

// English texts that rightly take two Spanish forms: agreement, or a verb beside a noun.
const TWO_SPANISH_FORMS = new Map([
  ['Pending', 'a status (pendiente) and a filter over tickets (pendientes)'],
  ['Cancelled', 'a status (cancelada) and a filter over tickets (canceladas)'],
  ['All', 'a filter over transactions (todos) and over tickets (todas)'],
  ['Won', 'a pick that won (ganó) and a filter over tickets (ganadas)'],
  ['Lost', 'a pick that lost (perdió) and a filter over tickets (perdidas)'],
  ['Deposit', 'the noun (depósito) and the button (depositar)'],
  ['Log in', 'a title (iniciar sesión) and a link that asks (inicie sesión)'],
  ['Bet slip', 'the panel’s title (boleto de apuestas) and its short tab (boleto)'],
  ['Status', 'a request shows both its status (estatus) and its state (estado)'],
  ['Even', 'the odd / even market (par) and a pick graded even (empate)'],
]);

// ---- docs/glossary.md ----

const GLOSSARY = readFileSync(resolve(import.meta.dirname, '../../../docs/glossary.md'), 'utf8');

interface GlossaryRow {
  spanish: string[];
  forbidden: string[];
}

/** The words in backticks of a table cell: '`saldo`, `balance`' → ['saldo', 'balance']. */
const codeWords = (cell: string | undefined): string[] =>
  [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '').filter(Boolean);

/** Every row of every table of the glossary that has a 'Not in Spanish texts' column. */
function glossaryRows(markdown: string): GlossaryRow[] {
  const rows: GlossaryRow[] = [];
  let header: string[] | null = null;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      header = null;
      continue;
    }
    const cells = line
      .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
      .split('|')
      .map((cell) => cell.trim());
    if (header === null) {
      header = cells;
      continue;
    }
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
    const column = (name: string) => cells[header?.indexOf(name) ?? -1];
    if (!header.includes('Not in Spanish texts')) continue;
    rows.push({
      spanish: codeWords(column('Spanish')),
      forbidden: codeWords(column('Not in Spanish texts')),
    });
  }
  return rows;
}

const ROWS = glossaryRows(GLOSSARY);

/** A word or phrase as a whole (not inside a longer word), in any case; `plural` allows -s, -es. */
const wholeWord = (phrase: string, plural = false): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${plural ? '(?:e?s)?' : ''}(?![\\p{L}\\p{N}])`,
    'iu',
  );

describe('Spanish reads as one voice (issue 34, finding 4)', () => {
  it('reads every Spanish texts file the app can load', () => {
    const files = Object.keys(
      import.meta.glob('./es/**/*.json', { eager: true, import: 'default' }),
    ).map((path) => path.replace(/^\.\/es\//, ''));
    const loaded = SPANISH_CHUNKS.flatMap((chunk) => Object.keys(chunk)).map((path) =>
      path.replace(/^.*\/locales\/es\//, ''),
    );
    expect(files.filter((file) => !loaded.includes(file))).toEqual([]);
    expect(es.size).toBeGreaterThan(900);
  });

  it('has an English text for every Spanish one', () => {
    expect([...es.keys()].filter((key) => englishOf(key) === undefined)).toEqual([]);
  });

  it('has a Spanish text, not blank, for every English one', () => {
    // What an accessible name, a label or an alert says in Spanish comes from here: with this and
    // the walk's layout check, the journeys' axe scans need not repeat in Spanish (decision 240).
    const spanishOf = (key: string) => es.get(key) ?? es.get(key.replace(/_other$/, '_many'));
    const missing = [...en]
      .filter(([key, text]) => text.trim() !== '' && (spanishOf(key)?.trim() ?? '') === '')
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it('leaves no text in English: a Spanish text is not its English text', () => {
    const same = [...es]
      .filter(([key, text]) => text === englishOf(key))
      .filter(([, text]) => !SAME_IN_SPANISH.has(text) && !onlyFormat(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(same).toEqual([]);
  });

  it('says one thing one way: texts that are the same in English are the same in Spanish', () => {
    const byEnglish = new Map<string, Set<string>>();
    for (const [key, text] of es) {
      const english = englishOf(key);
      if (english === undefined || TWO_SPANISH_FORMS.has(english)) continue;
      byEnglish.set(english, (byEnglish.get(english) ?? new Set()).add(text));
    }
    const split = [...byEnglish]
      .filter(([, spanish]) => spanish.size > 1)
      .map(([english, spanish]) => `${english} → ${[...spanish].join(' | ')}`);
    expect(split).toEqual([]);
  });

  it('reads the glossary: its tables name the words no Spanish text may use', () => {
    expect(ROWS.length).toBeGreaterThan(20);
    expect(ROWS.flatMap((row) => row.forbidden)).toEqual(
      expect.arrayContaining([
        'cajero',
        'balance',
        'línea de dinero',
        'money line',
        'vender',
        'tu',
      ]),
    );
  });

  it("uses none of the glossary's words that are not the Spanish names", () => {
    const found = ROWS.flatMap((row) => row.forbidden).flatMap((word) =>
      [...es]
        .filter(([, text]) => wholeWord(word).test(text))
        .map(([key, text]) => `${word} in ${key}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('uses every Spanish name of the glossary (the glossary is not stale)', () => {
    const texts = [...es.values()];
    const unused = ROWS.flatMap((row) => row.spanish).filter(
      (word) => !texts.some((text) => wholeWord(word, true).test(text)),
    );
    expect(unused).toEqual([]);
  });
});
