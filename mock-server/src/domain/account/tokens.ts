import type { Random } from '../../db/random.ts';

/**
 * Hex tokens from the state's seeded generator, so a reset replays the same tokens (reset links,
 * casino tokens, bank-account tokens). They guard nothing real: this is a fake backend.
 */
export function randomHex(random: Random, length = 32): string {
  let text = '';
  while (text.length < length) text += random.int(0, 15).toString(16);
  return text;
}

/** Lower-case, trimmed form used to compare user names and email addresses. */
export const sameText = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();
