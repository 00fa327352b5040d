import { formatAmerican } from '@sportsbook/contracts/rules/odds';
import { teaserTeamCountValid } from '@sportsbook/contracts/rules/teaser';
import type { BetSlip, SlipError } from '@sportsbook/contracts/schemas/sportsbook';
import type { MockState } from '../../db/state.ts';
import { MARKET, MATCHUP_TYPE, teaserRuleOf } from './catalog.ts';
import { meterValueOf, teasedPoints } from './lines.ts';
import {
  findMatchup,
  findOffer,
  isOpenForBetting,
  slipItemsOf,
  type MatchupRecord,
  type OfferRecord,
  type SlipItemRecord,
  type SlipRecord,
  type TeaserRecord,
} from './records.ts';
import { partToWin, pickName } from './tickets-store.ts';
import { teaserWithPrices } from '../../db/accessors.ts';

/** A slip item read against the current market: its price now, the line it gets, whether it still stands. */
export interface SlipLine {
  item: SlipItemRecord;
  offer: OfferRecord | undefined;
  matchup: MatchupRecord | undefined;
  teamName: string;
  price: number;
  meterValue: string;
  available: boolean;
  hasChanged: boolean;
  ifRow: boolean;
}

export interface SlipView {
  slip: SlipRecord;
  lines: SlipLine[];
  main: SlipLine[];
  ifLines: SlipLine[];
  teaser: TeaserRecord | undefined;
  toWin: number;
  ifToWin: number;
}

export const findTeaser = (state: MockState, teaserId: number | null): TeaserRecord | undefined =>
  teaserWithPrices(
    state,
    teaserId === null
      ? undefined
      : state.db.teaser.getAll().find((teaser) => teaser.id === teaserId),
  );

/** Teasers take game spreads and totals of their own sport. */
export function teaserAllows(
  teaser: TeaserRecord,
  offer: OfferRecord,
  matchup: MatchupRecord,
): boolean {
  const rule = teaserRuleOf(teaser.id);
  return (
    offer.period === 'G' &&
    !offer.isAlternate &&
    (offer.market === MARKET.spread || offer.market === MARKET.total) &&
    matchup.matchupType === MATCHUP_TYPE.team &&
    (rule === undefined || rule.sportName === matchup.sportName)
  );
}

export function lineValueOf(
  offer: OfferRecord,
  teaser: TeaserRecord | undefined,
  ifRow: boolean,
): string {
  const rule = teaser ? teaserRuleOf(teaser.id) : undefined;
  if (!rule || ifRow || offer.points === null) return offer.metterValue;
  return meterValueOf(
    offer.market,
    offer.side,
    teasedPoints(offer.market, offer.side, offer.points, rule.points),
  );
}

function lineOf(
  state: MockState,
  item: SlipItemRecord,
  teaser: TeaserRecord | undefined,
): SlipLine {
  const offer = findOffer(state, item.offerId);
  const matchup = offer ? findMatchup(state, offer.eventId) : undefined;
  const ifRow = item.ifRow !== 0;
  const price = offer?.price ?? item.price;
  return {
    item,
    offer,
    matchup,
    teamName: offer && matchup ? pickName(offer, matchup) : 'Unavailable',
    price,
    meterValue: offer ? lineValueOf(offer, teaser, ifRow) : '',
    available: matchup !== undefined && isOpenForBetting(matchup, state.now()),
    hasChanged: price !== item.price,
    ifRow,
  };
}

export function viewSlip(state: MockState, slip: SlipRecord): SlipView {
  const teaser = findTeaser(state, slip.teaserId);
  const lines = slipItemsOf(state, slip.slipId).map((item) => lineOf(state, item, teaser));
  const main = lines.filter((line) => !line.ifRow);
  const ifLines = lines.filter((line) => line.ifRow);
  return {
    slip,
    lines,
    main,
    ifLines,
    teaser,
    toWin: partToWin(
      slip.wagerAmount,
      main.map((line) => line.price),
      teaser,
    ),
    ifToWin: partToWin(
      slip.ifWagerAmount,
      ifLines.map((line) => line.price),
    ),
  };
}

/** Rules the slip breaks as it stands (moved prices, started events, teaser team counts). */
export function standingErrors(view: SlipView): SlipError[] {
  const errors: SlipError[] = [];
  for (const line of view.lines) {
    if (!line.available) {
      errors.push({
        ruleDesc: `${line.teamName} is no longer available.`,
        severity: 'Error',
        itemId: line.item.id,
      });
    } else if (line.hasChanged) {
      const moved = `${formatAmerican(line.item.price)} to ${formatAmerican(line.price)}`;
      errors.push({
        ruleDesc: `The price of ${line.teamName} changed from ${moved}.`,
        severity: 'Warning',
        itemId: line.item.id,
      });
    }
  }
  // A slip still short of teams only warns (more picks may follow); one over the limit is an error.
  const teamCount =
    view.teaser && view.main.length > 0 ? teaserCountProblem(view.teaser, view.main.length) : null;
  if (teamCount) {
    errors.push({
      ruleDesc: teamCount.message,
      severity: teamCount.tooMany ? 'Error' : 'Warning',
      itemId: null,
    });
  }
  return errors;
}

/** Why `count` picks do not fit the teaser (the contract's team-count rule), or null when they do. */
export function teaserCountProblem(
  teaser: TeaserRecord,
  count: number,
): { tooMany: boolean; message: string } | null {
  if (teaserTeamCountValid(teaser, count)) return null;
  return count > teaser.maxTeam
    ? {
        tooMany: true,
        message: `The teaser ${teaser.name} allows at most ${teaser.maxTeam} teams.`,
      }
    : {
        tooMany: false,
        message: `The teaser ${teaser.name} needs at least ${teaser.minTeam} teams.`,
      };
}

export function toSlipDto(view: SlipView, extra: readonly SlipError[] = []): BetSlip {
  const { slip, teaser } = view;
  return {
    slipId: slip.slipId,
    items: view.lines.map((line) => ({
      id: line.item.id,
      offerId: line.item.offerId,
      teamName: line.teamName,
      betName: line.offer?.betName ?? '',
      metterValue: line.meterValue === '' ? null : line.meterValue,
      // The date travels apart, as a date-time, so the client writes it in the bettor's language
      // and time zone (decision 176); eventInfo names the event only.
      eventInfo: line.matchup?.eventName ?? '',
      eventDate: line.matchup?.eventDate ?? null,
      price: line.price,
      ifRow: line.ifRow,
      status: line.available ? 'A' : 'I',
      hasChanged: line.hasChanged,
    })),
    itemCount: view.lines.length,
    wagerAmount: slip.wagerAmount,
    toWin: view.toWin,
    ifWagerAmount: slip.ifWagerAmount,
    ifToWin: view.ifToWin,
    hasIf: view.ifLines.length > 0,
    ifSelected: slip.ifSelected,
    teaser: teaser ? { name: teaser.name, minTeam: teaser.minTeam, maxTeam: teaser.maxTeam } : null,
    teaserId: teaser?.id ?? null,
    error: [...extra, ...standingErrors(view)],
  };
}
