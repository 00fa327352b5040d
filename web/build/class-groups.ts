import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { getDefaultConfig, twMerge } from 'tailwind-merge';

/**
 * The class table behind `cn()` (web/src/lib/class-merge.ts, decision 097): which of the app's
 * Tailwind classes override which, read from tailwind-merge itself at generation time, so the
 * browser gets the answers for the classes the app uses instead of tailwind-merge's whole config
 * (8 KB gzipped, and ~70 ms of a phone's first render to build it).
 */

/** The sources Tailwind scans for classes, as the app writes them. */
export const CLASS_SOURCES = [
  resolve(import.meta.dirname, '../src'),
  resolve(import.meta.dirname, '../../stories/src'),
];

export const CLASS_TABLE_FILE = resolve(
  import.meta.dirname,
  '../src/lib/class-groups.generated.ts',
);

const SOURCE_FILE = /\.(tsx|ts)$/;
const SKIPPED = /\.test\.|\/bench\/|\/test\/|class-groups\.generated\.ts$/;
const STRING = /(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g;
const CLASS_LIKE = /^!?[a-z@*[][a-z0-9:\-[\]/.=%()&>_*@#,!]*$/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) && !SKIPPED.test(path) ? [path] : [];
  });
}

/** Every word in the sources' string literals that tailwind-merge knows as a class. */
export function collectClassTokens(directories = CLASS_SOURCES): string[] {
  const tokens = new Set<string>();
  for (const directory of directories) {
    for (const file of sourceFiles(directory)) {
      for (const [, , text = ''] of readFileSync(file, 'utf8').matchAll(STRING)) {
        for (const word of text.split(/\s+/)) {
          if (word.length > 1 && CLASS_LIKE.test(word) && twMerge(`${word} ${word}`) === word)
            tokens.add(word);
        }
      }
    }
  }
  return [...tokens].sort();
}

/** A class without its variants and important mark: what decides its group. */
export function baseOf(token: string): string {
  let depth = 0;
  let start = 0;
  for (let index = 0; index < token.length; index++) {
    const char = token[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) start = index + 1;
  }
  const base = token.slice(start);
  if (base.endsWith('!')) return base.slice(0, -1);
  return base.startsWith('!') ? base.slice(1) : base;
}

export interface ClassTable {
  /** Each group's classes: one group's classes override each other. */
  groups: string[][];
  /** Per class (by group, then position): the other groups it overrides, as an index in `conflicts`. */
  conflictOf: Record<string, number>;
  conflicts: number[][];
  /** Variants whose order matters (tailwind-merge's `orderSensitiveModifiers`). */
  orderSensitive: string[];
}

/**
 * Groups and overrides of the given classes as tailwind-merge resolves them: `b` overrides an
 * earlier `a` when `twMerge('a b')` keeps only `b`. Classes overriding each other form a group.
 */
export function computeClassTable(tokens: readonly string[]): ClassTable {
  const bases = [...new Set(tokens.map(baseOf))].sort();
  const overrides = (later: string, earlier: string) => twMerge(`${earlier} ${later}`) === later;
  const groupOf = new Map<string, number>();
  const groups: string[][] = [];
  for (const base of bases) {
    const group = groups.findIndex((members) => {
      const [first] = members;
      return first !== undefined && overrides(base, first) && overrides(first, base);
    });
    if (group >= 0) {
      groups[group]?.push(base);
      groupOf.set(base, group);
    } else {
      groupOf.set(base, groups.length);
      groups.push([base]);
    }
  }
  const conflicts: number[][] = [];
  const conflictKeys = new Map<string, number>();
  const conflictOf: Record<string, number> = {};
  for (const base of bases) {
    const own = groupOf.get(base);
    const overridden: number[] = [];
    groups.forEach((members, group) => {
      if (group === own) return;
      const answers = new Set(members.map((member) => overrides(base, member)));
      if (answers.size > 1)
        throw new Error(`${base} overrides only part of group ${members.join(' ')}: not a group`);
      if (answers.has(true)) overridden.push(group);
    });
    if (overridden.length === 0) continue;
    const key = overridden.join(',');
    let index = conflictKeys.get(key);
    if (index === undefined) {
      index = conflicts.length;
      conflicts.push(overridden);
      conflictKeys.set(key, index);
    }
    conflictOf[base] = index;
  }
  return {
    groups,
    conflictOf,
    conflicts,
    orderSensitive: [...getDefaultConfig().orderSensitiveModifiers],
  };
}

export async function renderClassTable(table: ClassTable): Promise<string> {
  const source = [
    '// Generated by `npm run generate -w @sportsbook/web` (web/build/class-groups.ts): do not edit.',
    '// Which of the app’s Tailwind classes override which, as tailwind-merge resolves them (decision 097).',
    '',
    `export const CLASS_GROUPS: readonly string[] = ${JSON.stringify(table.groups.map((group) => group.join(' ')))};`,
    '',
    `export const CONFLICT_OF: Readonly<Record<string, number>> = ${JSON.stringify(table.conflictOf)};`,
    '',
    `export const CONFLICTS: readonly (readonly number[])[] = ${JSON.stringify(table.conflicts)};`,
    '',
    `export const ORDER_SENSITIVE: readonly string[] = ${JSON.stringify(table.orderSensitive)};`,
    '',
  ].join('\n');
  const options = await resolveConfig(CLASS_TABLE_FILE);
  return format(source, { ...options, filepath: CLASS_TABLE_FILE });
}
