import { readFileSync } from 'node:fs';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import {
  CLASS_TABLE_FILE,
  collectClassTokens,
  computeClassTable,
  renderClassTable,
} from '../../build/class-groups.ts';
import { mergeClasses } from './class-merge.ts';

// The app's own class table against tailwind-merge, which it stands in for (decision 097).
const tokens = collectClassTokens();

describe('mergeClasses', () => {
  it('has a class table made from the classes the sources use today', async () => {
    const fresh = await renderClassTable(computeClassTable(tokens));
    expect(
      readFileSync(CLASS_TABLE_FILE, 'utf8') === fresh,
      'web/src/lib/class-groups.generated.ts is stale: run `npm run generate -w @sportsbook/web`',
    ).toBe(true);
  });

  it('answers as tailwind-merge does for every pair of the app’s classes, in both orders', () => {
    expect(tokens.length).toBeGreaterThan(400);
    const differences: string[] = [];
    for (const earlier of tokens) {
      for (const later of tokens) {
        const classes = `${earlier} ${later}`;
        if (mergeClasses(classes) !== twMerge(classes)) differences.push(classes);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it('answers as tailwind-merge does for runs of classes with variants and important marks', () => {
    // A fixed pseudo-random walk over the app's classes, so a failure repeats.
    let seed = 97;
    const pick = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return tokens[seed % tokens.length] ?? '';
    };
    const prefixes = [
      '',
      'hover:',
      'focus-visible:',
      'data-[state=open]:',
      'desktop:',
      'max-sm:',
      'hover:focus-visible:',
      'focus-visible:hover:',
      '[&>svg]:hover:',
      'hover:[&>svg]:',
    ];
    const differences: string[] = [];
    for (let run = 0; run < 5000; run++) {
      const classes = Array.from({ length: 2 + (run % 7) }, (_, index) => {
        const prefix = prefixes[(seed + index) % prefixes.length] ?? '';
        const token = pick();
        return index % 5 === 4 ? `${prefix}${token}!` : `${prefix}${token}`;
      }).join(' ');
      if (mergeClasses(classes) !== twMerge(classes)) differences.push(classes);
    }
    expect(differences.slice(0, 10)).toEqual([]);
  });

  it('keeps classes it does not know, and handles empty and spaced lists', () => {
    expect(mergeClasses('')).toBe('');
    expect(mergeClasses('  px-2   my-widget px-4 ')).toBe('my-widget px-4');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('px-2 p-4')).toBe('p-4');
    expect(mergeClasses('hover:bg-muted bg-card hover:bg-accent')).toBe('bg-card hover:bg-accent');
    // Variants in another order are the same variants; around an arbitrary one they are not.
    expect(mergeClasses('hover:focus:bg-muted focus:hover:bg-card')).toBe('focus:hover:bg-card');
    expect(mergeClasses('[&>svg]:hover:size-4 hover:[&>svg]:size-5')).toBe(
      twMerge('[&>svg]:hover:size-4 hover:[&>svg]:size-5'),
    );
  });
});
