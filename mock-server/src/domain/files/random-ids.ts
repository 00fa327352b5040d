import type { Random } from '../../db/random.ts';

/** `length` lowercase hex digits from the seeded PRNG (16 bits per draw). */
export function randomHex(random: Random, length: number): string {
  let hex = '';
  while (hex.length < length) hex += random.int(0, 0xffff).toString(16).padStart(4, '0');
  return hex.slice(0, length);
}

/** A version-4-shaped guid drawn from the seeded PRNG, so seeded and runtime ids repeat per seed. */
export function randomGuid(random: Random): string {
  const hex = randomHex(random, 32);
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
