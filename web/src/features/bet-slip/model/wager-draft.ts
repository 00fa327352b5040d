import { slipStore } from '@/lib/picks/slip-store.ts';

/**
 * What the bettor typed into the wager form, kept while the form is off screen: on a phone the
 * slip is a sheet, and closing it unmounts the form (decision 160). Tied to the slip it was typed
 * for, so a new slip (after a bet, or cleared) starts empty; in memory only, so a reload starts
 * empty; never kept in bonus mode, whose stake is the bonus, not typed.
 */
export interface WagerDraft {
  wagerAmount: string;
  ifWagerAmount: string;
}

let kept: { slipId: string; draft: WagerDraft } | null = null;

// A slip that ends (placed, cleared, logged out) takes its draft with it.
slipStore.subscribe(() => {
  if (kept && slipStore.get().slip?.slipId !== kept.slipId) kept = null;
});

export const wagerDraft = {
  /** The draft typed for `slipId`, if any. */
  read: (slipId: string | null): WagerDraft | null =>
    kept && slipId !== null && kept.slipId === slipId ? kept.draft : null,
  /** Keeps `draft` for `slipId`; null forgets it. */
  write: (slipId: string | null, draft: WagerDraft | null): void => {
    kept = slipId !== null && draft ? { slipId, draft } : null;
  },
};
