import { toWin, toWinCents } from './odds.ts';

export interface TeaserPrice {
  cntTeam: number;
  price: number;
}

export interface TeaserTeamRange {
  minTeam: number;
  maxTeam: number;
}

export function teaserPrice(
  pricesList: readonly TeaserPrice[],
  teamCount: number,
): number | undefined {
  return pricesList.find((entry) => entry.cntTeam === teamCount)?.price;
}

export function teaserToWin(
  stake: number,
  pricesList: readonly TeaserPrice[],
  teamCount: number,
): number | undefined {
  const price = teaserPrice(pricesList, teamCount);
  return price === undefined ? undefined : toWin(stake, [price]);
}

/** teaserToWin for a stake of integer cents, in cents. */
export function teaserToWinCents(
  stakeCents: number,
  pricesList: readonly TeaserPrice[],
  teamCount: number,
): number | undefined {
  const price = teaserPrice(pricesList, teamCount);
  return price === undefined ? undefined : toWinCents(stakeCents, [price]);
}

export function teaserTeamCountValid(teaser: TeaserTeamRange, count: number): boolean {
  return Number.isInteger(count) && count >= teaser.minTeam && count <= teaser.maxTeam;
}
