import type { Loader } from '@storybook/react-vite';
import type { MockState } from '@sportsbook/mock-server/state';
import { api } from '@/lib/api.ts';
import { slipStore } from '@/lib/picks/slip-store.ts';
import { mockState } from '../support/mock-api.ts';

/**
 * Puts a pick on the slip as pressing its price does (useTogglePick): POST /w/api/wager/item with the
 * slip so far, the if switch and, on an empty slip, the teaser chosen; the answer and the price
 * agreed to go to the slip store. A refused pick fails the story with the server's reason.
 */
export async function addPick(offerId: string): Promise<void> {
  const { slip, ifOn, teaser, cart } = slipStore.get();
  const empty = !slip || slip.items.length === 0;
  const answer = await api.call('wager.addItem', {
    body: {
      offerId,
      betSlipId: slip?.slipId ?? null,
      wagerAmount: 0,
      ifWagerAmount: 0,
      isIf: ifOn,
      teaserId: empty ? (teaser?.id ?? null) : null,
    },
  });
  const added = answer.items.find((item) => item.offerId === offerId);
  if (!added) throw new Error(answer.error[0]?.ruleDesc ?? `${offerId} was not added`);
  slipStore.setSlip(answer, { ...cart, [offerId]: added.price });
}

/** The picks on the slip as arranged (play functions name them as the slip shows them). */
export const arrangedItems = () => slipStore.get().slip?.items ?? [];

/** Chooses a teaser by name while the slip is empty, as the slip's Teaser select does. */
export function chooseTeaser(state: MockState, name: string): void {
  const teaser = state.db.teaser.findFirst({ where: { name: { equals: name } } });
  if (!teaser) throw new Error(`The mock world has no teaser ${name}`);
  slipStore.setTeaser({ id: teaser.id, name: teaser.name });
}

/**
 * A story loader that arranges the bettor's slip through the mock API once the story's world is
 * seeded and its persona logged in (the preview's loaders run first).
 */
export const arrangeSlip =
  (arrange: (state: MockState) => Promise<void>): Loader =>
  async ({ parameters }) => {
    await arrange(mockState(parameters.msw));
    return {};
  };

/** Moves an offer's price as a trader would: slips holding it then show the pick as changed. */
export function movePrice(state: MockState, offerId: string, price: number): void {
  // Outside a request: cached answers must go stale.
  state.revision += 1;
  const offer = state.db.offer.findFirst({ where: { offerId: { equals: offerId } } });
  state.db.offer.update({
    where: { offerId: { equals: offerId } },
    data: { price, previousPrice: offer?.price ?? null },
  });
}
