import type { Random } from '../random.ts';

// Price helpers for the seed: win probabilities become American prices with a bookmaker margin, and
// points land on half points so most lines cannot push.

/** American price of a win probability (margin included), rounded to 5 and never inside ±100. */
export function americanOf(probability: number): number {
  const p = Math.min(0.93, Math.max(0.07, probability));
  const raw = p >= 0.5 ? -(100 * p) / (1 - p) : (100 * (1 - p)) / p;
  const rounded = Math.round(raw / 5) * 5;
  if (Math.abs(rounded) >= 100) return rounded;
  return rounded < 0 ? -100 : 100;
}

/** A random value in [min, max] on a half-point grid. */
export function halfPoints(random: Random, min: number, max: number): number {
  return min + 0.5 * random.int(0, Math.round((max - min) * 2));
}

/** x.5 at or below a value: 8.5 from 8.9, 0.5 from 0.2. */
export const hook = (value: number): number => Math.max(0.5, Math.floor(value - 0.5) + 0.5);

/** The two prices of a -110-style line, e.g. [-105, -115]. */
export function juicePair(random: Random): [number, number] {
  return random.pick<[number, number]>([
    [-110, -110],
    [-110, -110],
    [-105, -115],
    [-115, -105],
    [-108, -112],
    [-112, -108],
  ]);
}

export const MARGIN = 1.045;
