import type { ChildMatchup, Matchup, MatchupProp } from '@sportsbook/contracts/schemas/sportsbook';
import { MATCHUP_TYPE } from './catalog.ts';
import {
  awayPick,
  gamePick,
  homePick,
  lineOf,
  oddsLineOf,
  offerGroups,
  toOffer,
} from './odds-line.ts';
import type { MatchupRecord, OfferRecord } from './records.ts';

export interface MatchupContext {
  offersOf: (eventId: string) => OfferRecord[];
  selected: ReadonlySet<string>;
  /** Every matchup, to find child matchups and propositions of an event. */
  all: readonly MatchupRecord[];
}

const oddsOf = (matchup: MatchupRecord, offers: readonly OfferRecord[]) =>
  matchup.periods.map((period) => oddsLineOf(period, offers));

/**
 * The child and self matchups shown under an event: its own children, or for a child the other
 * children of the same parent (an event id with an underscore shows its related matchups too).
 */
export function childLinesOf(matchup: MatchupRecord, context: MatchupContext): ChildMatchup[] {
  const parentId = matchup.parentEventId ?? matchup.eventId;
  return context.all
    .filter(
      (candidate) =>
        candidate.parentEventId === parentId &&
        candidate.eventId !== matchup.eventId &&
        candidate.matchupType === MATCHUP_TYPE.team,
    )
    .sort((a, b) => a.eventId.localeCompare(b.eventId))
    .map((child) => ({
      eventId: child.eventId,
      matchupDescription: child.matchupDescription,
      odds: oddsOf(child, context.offersOf(child.eventId)),
    }));
}

export function toMatchupDto(matchup: MatchupRecord, context: MatchupContext): Matchup {
  const offers = context.offersOf(matchup.eventId);
  const { periods } = matchup;
  return {
    eventId: matchup.eventId,
    eventName: matchup.eventName,
    eventDate: matchup.eventDate,
    matchupDescription: matchup.matchupDescription,
    sportName: matchup.sportName,
    leagueNameShort: matchup.leagueNameShort,
    away: { name: matchup.awayName, logo: matchup.awayLogo },
    home: { name: matchup.homeName, logo: matchup.homeLogo },
    isSelfMatchup: matchup.isSelfMatchup,
    hasH2: periods.includes('H2'),
    childGameLine: childLinesOf(matchup, context),
    offersType: matchup.matchupType,
    team1Offers: offerGroups(periods, offers, awayPick, context.selected),
    team2Offers: offerGroups(periods, offers, homePick, context.selected),
    gameOffers: offerGroups(periods, offers, gamePick, context.selected),
    odds: oddsOf(matchup, offers),
  };
}

export function toPropDto(prop: MatchupRecord, context: MatchupContext): MatchupProp {
  return {
    eventId: prop.eventId,
    matchupDescription: prop.matchupDescription,
    line: lineOf('G'),
    offers: context.offersOf(prop.eventId).map((offer) => toOffer(offer, context.selected)),
  };
}
