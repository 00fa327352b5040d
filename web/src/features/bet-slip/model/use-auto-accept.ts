import { useEffect, useState } from 'react';
import type { SlipItem } from '@sportsbook/contracts/schemas/sportsbook';
import { acceptPrices, priceChanges, splitPriceChanges, type PriceChange } from './slip-rules.ts';
import { slipStore } from '@/lib/picks/slip-store.ts';
import { useOddsChangePolicy } from '@/lib/odds-settings.ts';
import { useSession } from '@/lib/session-store.ts';

const changeKey = (changes: readonly PriceChange[]): string =>
  changes.map(({ item, from, to }) => `${item.offerId}:${from ?? ''}:${to}`).join('|');

/**
 * The bettor's "When odds change" setting applied to the slip (issue 25): the moved prices it
 * accepts are agreed to at once (the cart is this browser's record only; nothing sent changes), and
 * the rest still ask. `accepted` is what was last accepted this way, for the slip to say so.
 */
export function useAutoAccept(
  items: readonly SlipItem[],
  changes: readonly PriceChange[],
  paused: boolean,
): { ask: PriceChange[]; accepted: PriceChange[] } {
  const session = useSession();
  const policy = useOddsChangePolicy(session?.user.userName);
  const { accept, ask } = splitPriceChanges(changes, policy);
  const [accepted, setAccepted] = useState<PriceChange[]>([]);
  const pending = changeKey(accept);

  useEffect(() => {
    // While a bet is under way the slip it sends cannot change; the move is taken after.
    if (pending === '' || paused) return;
    const { slip, cart } = slipStore.get();
    const taken = splitPriceChanges(priceChanges(slip?.items ?? [], cart), policy).accept;
    if (taken.length === 0) return;
    slipStore.setCart(
      acceptPrices(
        taken.map((change) => change.item),
        cart,
      ),
    );
    setAccepted(taken);
  }, [pending, paused, policy]);

  const onSlip = new Set(changes.map((change) => change.item.offerId));
  const stillThere = accepted.filter(
    (change) =>
      !onSlip.has(change.item.offerId) &&
      items.some((item) => item.offerId === change.item.offerId && item.price === change.to),
  );
  return { ask, accepted: paused ? [] : stillThere };
}
