import type { MockState } from '@sportsbook/mock-server/state';
import { slipStore } from '@/lib/picks/slip-store.ts';
import { firstGame, gamesOf, NBA, offerIdOf } from '../sportsbook/games.ts';
import { addPick, arrangedItems, chooseTeaser, movePrice } from './arrange-slip.ts';

// The slips the stories start from (for `arrangeSlip`), each built as a bettor builds it.

function twoGames(state: MockState) {
  const [first, second] = gamesOf(state, NBA.league);
  if (!first || !second) throw new Error(`The mock world has fewer than two ${NBA.league} games`);
  return [first, second] as const;
}

/** One pick: the away team's money line in tomorrow's first NBA game. */
export async function onePick(state: MockState): Promise<void> {
  await addPick(offerIdOf(state, firstGame(state), 'moneyline', 'away'));
}

/** A pick, the If ticket switch on, then a pick for the if part. */
export async function ifBet(state: MockState): Promise<void> {
  const [first, second] = twoGames(state);
  await addPick(offerIdOf(state, first, 'moneyline', 'home'));
  slipStore.setIf(true);
  await addPick(offerIdOf(state, second, 'moneyline', 'home'));
}

/** '4 Point Basketball' chosen on the empty slip, then two spreads (the teaser's minimum). */
export async function teaserSlip(state: MockState): Promise<void> {
  const [first, second] = twoGames(state);
  chooseTeaser(state, '4 Point Basketball');
  await addPick(offerIdOf(state, first, 'spread', 'away'));
  await addPick(offerIdOf(state, second, 'spread', 'away'));
}

/** Six picks, a parlay: the away spread and the total's over of the first three NBA games. */
export async function sixPicks(state: MockState): Promise<void> {
  for (const game of gamesOf(state, NBA.league).slice(0, 3)) {
    await addPick(offerIdOf(state, game, 'spread', 'away'));
    await addPick(offerIdOf(state, game, 'total', 'over'));
  }
}

/** One spread picked, then its price moved by a trader (to the other side of even). */
export async function movedPrice(state: MockState): Promise<void> {
  const offerId = offerIdOf(state, firstGame(state), 'spread', 'away');
  await addPick(offerId);
  const [item] = arrangedItems();
  movePrice(state, offerId, (item?.price ?? -110) > 0 ? -150 : 150);
}
