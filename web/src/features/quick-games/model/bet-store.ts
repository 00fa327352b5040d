import { z } from 'zod';
import { readStored, SESSION_KEYS, writeStored } from '@/lib/storage.ts';

/** SPEC §3 Quick-game bet: the text as typed, the bet type it matched, its stake and lottery. */
export const QuickGameBetSchema = z.object({
  bet: z.string().min(1),
  betType: z.number().int(),
  betTypeName: z.string(),
  amount: z.number().positive(),
  lottery: z.number().int(),
});
export type QuickGameBet = z.infer<typeof QuickGameBetSchema>;

/**
 * What session storage keeps under SPEC §9's quick-game bets key: the chosen lottery and the bets,
 * tagged with the user, so a reload keeps them and another login in the same tab never sees them.
 */
const StoredBetsSchema = z.object({
  userName: z.string(),
  lottery: z.number().int().nullable(),
  bets: z.array(QuickGameBetSchema),
});
export type StoredBets = z.infer<typeof StoredBetsSchema>;

export const emptyBets = (userName: string): StoredBets => ({ userName, lottery: null, bets: [] });

export function readBets(userName: string, storage: Storage = sessionStorage): StoredBets {
  const stored = readStored(storage, SESSION_KEYS.quickGameBets, StoredBetsSchema);
  if (stored?.userName !== userName) return emptyBets(userName);
  // Every bet plays the stored lottery; a mismatch means the value was tampered with.
  const lottery = stored.bets[0]?.lottery ?? stored.lottery;
  return { userName, lottery, bets: stored.bets.filter((bet) => bet.lottery === lottery) };
}

export function writeBets(value: StoredBets, storage: Storage = sessionStorage): void {
  writeStored(
    storage,
    SESSION_KEYS.quickGameBets,
    value.lottery === null && value.bets.length === 0 ? null : value,
  );
}

/** Sum of the stakes, rounded to cents (the amounts are decimals typed in). */
export const totalOf = (bets: readonly QuickGameBet[]): number =>
  Math.round(bets.reduce((sum, bet) => sum + bet.amount, 0) * 100) / 100;
