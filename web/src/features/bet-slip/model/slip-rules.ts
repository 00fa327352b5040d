import { comparePrices, isAmericanPrice, toWin } from '@sportsbook/contracts/rules/odds';
import { teaserPrice } from '@sportsbook/contracts/rules/teaser';
import type { BetSlip, SlipItem } from '@sportsbook/contracts/schemas/sportsbook';
import type { SettingUI } from '@sportsbook/contracts/schemas/session';
import type { Teaser } from '@sportsbook/contracts/schemas/teaser';
import type { Bonus } from '@sportsbook/contracts/schemas/account';
import type { AcceptedPrices } from '@/lib/picks/slip-store.ts';
import type { OddsChangePolicy } from '@/lib/odds-settings.ts';

/** What the slip's switches allow right now (SPEC §4 Bet slip, Teaser; §6 settings). */
export interface SlipGates {
  /** allowTeaser off hides the teaser choice altogether. */
  teasersShown: boolean;
  /** A teaser can be picked (while the slip is empty: with the next pick; else through a swap). */
  teaserEnabled: boolean;
  /** The if-ticket switch can be flipped. */
  ifEnabled: boolean;
  /** Bonus mode can be switched on: there is a bonus, and an if bet cannot be paid with one. */
  bonusEnabled: boolean;
}

export interface SlipGateInput {
  slip: BetSlip | null;
  ifOn: boolean;
  teaserId: number | null;
  settings: Pick<SettingUI, 'allowIf' | 'allowTeaser'>;
  bonusCount: number;
}

export const slipItems = (slip: BetSlip | null): SlipItem[] => slip?.items ?? [];

export function slipGates({
  slip,
  ifOn,
  teaserId,
  settings,
  bonusCount,
}: SlipGateInput): SlipGates {
  const items = slipItems(slip);
  const hasIfBet = ifOn || items.some((item) => item.ifRow);
  const teaserChosen = teaserId !== null;
  return {
    teasersShown: settings.allowTeaser,
    teaserEnabled: settings.allowTeaser && !hasIfBet,
    ifEnabled: settings.allowIf && items.length > 0 && !teaserChosen,
    bonusEnabled: bonusCount > 0 && !hasIfBet,
  };
}

export interface SlipAmounts {
  toWin: number;
  ifToWin: number;
}

// A price that is no American price (the contract's number allows one) wins nothing here rather
// than throwing in render: the server prices the wager anyway (issue 36).
const safeToWin = (stake: number, prices: readonly (number | undefined)[]): number =>
  Number.isFinite(stake) &&
  stake > 0 &&
  prices.length > 0 &&
  prices.every((price) => price !== undefined && isAmericanPrice(price))
    ? toWin(
        stake,
        prices.filter((price) => price !== undefined),
      )
    : 0;

/**
 * To-win of the slip's two parts as the bettor types (SPEC §5 Payout maths): the main part is a
 * straight bet or parlay over its prices, or the teaser's price for its team count; the if part over
 * its own prices. An amount that is not a number yet wins nothing.
 */
export function slipAmounts(
  items: readonly SlipItem[],
  teaser: Pick<Teaser, 'pricesList'> | null,
  stake: number,
  ifStake: number,
): SlipAmounts {
  const main = items.filter((item) => !item.ifRow);
  const ifPart = items.filter((item) => item.ifRow);
  const mainToWin =
    teaser === null
      ? safeToWin(
          stake,
          main.map((item) => item.price),
        )
      : safeToWin(stake, [teaserPrice(teaser.pricesList, main.length)]);
  return {
    toWin: mainToWin,
    ifToWin: safeToWin(
      ifStake,
      ifPart.map((item) => item.price),
    ),
  };
}

/**
 * What a bonus stakes (SPEC §4 Bonus mode: the wager equals the bonus amount): the part of it still
 * available, which is the granted amount for an unused bonus (docs/decisions/050-bet-slip-client.md).
 */
export const bonusStake = (bonus: Pick<Bonus, 'amount' | 'balance'>): number =>
  Math.min(bonus.amount, bonus.balance);

export interface PriceChange {
  item: SlipItem;
  /** The price the bettor saw; null when it was not recorded (e.g. storage was cleared). */
  from: number | null;
  to: number;
}

/**
 * Picks whose price moved since the bettor last agreed to it. The server flags a move against the
 * price at add time (hasChanged); once the bettor accepts the new price it is no longer a change.
 */
export function priceChanges(items: readonly SlipItem[], accepted: AcceptedPrices): PriceChange[] {
  return items.flatMap((item) => {
    const agreed = accepted[item.offerId];
    const moved = agreed === undefined ? item.hasChanged : agreed !== item.price;
    return moved ? [{ item, from: agreed ?? null, to: item.price }] : [];
  });
}

/**
 * Which moved prices the bettor's setting accepts without asking (issue 25, decision 121): none
 * ('ask'); those that pay at least as much as the price agreed to, by the contract's payout
 * multiplier ('higher': a worse price, or one whose old price is unknown, still asks); or all ('any').
 */
export function splitPriceChanges(
  changes: readonly PriceChange[],
  policy: OddsChangePolicy,
): { accept: PriceChange[]; ask: PriceChange[] } {
  const accepts = (change: PriceChange): boolean =>
    policy === 'any' ||
    (policy === 'higher' &&
      change.from !== null &&
      isAmericanPrice(change.from) &&
      isAmericanPrice(change.to) &&
      comparePrices(change.to, change.from) >= 0);
  return {
    accept: changes.filter(accepts),
    ask: changes.filter((change) => !accepts(change)),
  };
}

/** The stored cart after the bettor accepts every moved price. */
export const acceptPrices = (
  items: readonly SlipItem[],
  accepted: AcceptedPrices,
): AcceptedPrices =>
  Object.fromEntries([
    ...Object.entries(accepted),
    ...items.map((item) => [item.offerId, item.price] as const),
  ]);
