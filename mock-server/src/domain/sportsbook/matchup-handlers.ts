import type { MockState } from '../../db/state.ts';
import { isoDay } from '../../db/dates.ts';
import type { Handler } from '../handler.ts';
import { MATCHUP_TYPE } from './catalog.ts';
import { toMatchupDto, toPropDto, type MatchupContext } from './matchup-dto.ts';
import { isOpenForBetting, offersByEvent, selectedOfferIds } from './records.ts';

function contextFor(state: MockState, userId: number): MatchupContext {
  const byEvent = offersByEvent(state);
  return {
    offersOf: (eventId) => byEvent.get(eventId) ?? [],
    selected: selectedOfferIds(state, userId),
    all: state.db.matchup.getAll(),
  };
}

/** Games of a day still taking bets (started games leave the list), by start time. */
export const listMatchups: Handler<'matchup.list'> = ({ state, caller }, { query }) => {
  const context = contextFor(state, caller.user.userId);
  const day = query.date ?? isoDay(state.now());
  const league = query.league?.toLowerCase();
  const games = context.all
    .filter(
      (matchup) =>
        matchup.parentEventId === null &&
        matchup.matchupType === MATCHUP_TYPE.team &&
        matchup.eventDate.slice(0, 10) === day &&
        (league === undefined || matchup.leagueNameShort.toLowerCase() === league) &&
        isOpenForBetting(matchup, state.now()),
    )
    .sort((a, b) => a.eventDate.localeCompare(b.eventDate) || a.eventId.localeCompare(b.eventId));
  const start = (query.page - 1) * query.size;
  return {
    items: games.slice(start, start + query.size).map((matchup) => toMatchupDto(matchup, context)),
    page: query.page,
    size: query.size,
    totalCount: games.length,
  };
};

/** An unknown event, or one no longer taking bets, answers null (the client goes home). */
export const getMatchup: Handler<'matchup.get'> = ({ state, caller }, { params }) => {
  const context = contextFor(state, caller.user.userId);
  const matchup = context.all.find((candidate) => candidate.eventId === params.id);
  if (!matchup || !isOpenForBetting(matchup, state.now())) return null;
  return toMatchupDto(matchup, context);
};

export const getMatchupProps: Handler<'matchup.props'> = ({ state, caller }, { params }) => {
  const context = contextFor(state, caller.user.userId);
  return context.all
    .filter(
      (matchup) =>
        matchup.parentEventId === params.id &&
        matchup.matchupType === MATCHUP_TYPE.proposition &&
        isOpenForBetting(matchup, state.now()),
    )
    .sort((a, b) => a.eventId.localeCompare(b.eventId))
    .map((prop) => toPropDto(prop, context));
};
