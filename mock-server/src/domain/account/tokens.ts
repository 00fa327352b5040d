import type { Random } from '../../db/random.ts';

/**
 * Hex tokens from the state's seeded generator, so a reset replays the same tokens (casino tokens,
 * bank-account tokens). Nothing that unlocks an account may come from here (see secretHex).
 */
export function randomHex(random: Random, length = 32): string {
  let text = '';
  while (text.length < length) text += random.int(0, 15).toString(16);
  return text;
}

/**
 * Hex from the platform's cryptographic generator, for secrets that guard an account (password-reset
 * tokens): the seeded generator replays from a public seed, so its draws can be guessed.
 */
export function secretHex(length = 40): string {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}

/** Lower-case, trimmed form used to compare user names and email addresses. */
export const sameText = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();
