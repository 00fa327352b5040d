import type { MockState } from '../../db/state.ts';
import { badRequest, notFound } from '../errors.ts';
import { postEntry } from '../ledger.ts';
import { FINAL_STATE, MATCHUP_TYPE, SPORT, WINNER } from './catalog.ts';
import { gradeItem, type ItemGrade } from './grading.ts';
import {
  findMatchup,
  ticketItemsOf,
  type MatchupRecord,
  type TicketItemRecord,
} from './records.ts';
import { teaserOfTicket, ticketOutcome } from './ticket-outcome.ts';
import { adjustBonus } from './tickets-store.ts';

export interface SettleEventInput {
  eventId: string;
  awayScore: number;
  homeScore: number;
}

export interface SettleEventResult {
  eventId: string;
  /** Tickets that got their final result from this settlement. */
  gradedTickets: number[];
}

const isScore = (value: number) => Number.isInteger(value) && value >= 0;

function gradeOf(
  state: MockState,
  matchup: MatchupRecord,
  item: TicketItemRecord,
  input: SettleEventInput,
): ItemGrade {
  const offer = state.db.offer.getAll().find((candidate) => candidate.offerId === item.offerId);
  // A pick whose offer no longer exists cannot be graded: it is voided (no action).
  if (!offer) return 'E';
  return gradeItem({
    market: offer.market,
    side: offer.side,
    period: offer.period,
    sportName: matchup.sportName,
    threeWay: matchup.sportName === SPORT.soccer && matchup.matchupType === MATCHUP_TYPE.team,
    meterValue: item.meterValue,
    awayScore: input.awayScore,
    homeScore: input.homeScore,
  });
}

/**
 * Marks an event final, grades every pending pick on it and every ticket those grades complete, and
 * pays winners (stake plus win) and pushes (stake) through the ledger. `at` back-dates seeded history.
 */
export function settleEvent(
  state: MockState,
  input: SettleEventInput,
  at: Date = state.now(),
): SettleEventResult {
  const matchup = findMatchup(state, input.eventId);
  if (!matchup) throw notFound('Event');
  if (!isScore(input.awayScore) || !isScore(input.homeScore)) {
    throw badRequest('Scores must be whole numbers of 0 or more.');
  }
  // Called from outside the request pipeline (control API, seed, tests): cached reads must go stale.
  state.revision += 1;
  state.db.matchup.update({
    where: { eventId: { equals: input.eventId } },
    data: { state: FINAL_STATE, awayScore: input.awayScore, homeScore: input.homeScore },
  });
  const pending = state.db.ticketItem
    .getAll()
    .filter((item) => item.eventId === input.eventId && item.winnerRow === '');
  for (const item of pending) {
    state.db.ticketItem.update({
      where: { id: { equals: item.id } },
      data: { winnerRow: gradeOf(state, matchup, item, input) },
    });
  }
  const touched = [...new Set(pending.map((item) => item.ticketNumber))].sort((a, b) => a - b);
  const gradedTickets = touched.filter((ticketNumber) => gradeTicket(state, ticketNumber, at));
  return { eventId: input.eventId, gradedTickets };
}

const PAYOUT_LABEL: Record<string, string> = { [WINNER.won]: 'won', [WINNER.push]: 'push' };

/** Grades one pending ticket when its picks allow; true when it was graded. */
function gradeTicket(state: MockState, ticketNumber: number, at: Date): boolean {
  const ticket = state.db.ticket.findFirst({ where: { ticketNumber: { equals: ticketNumber } } });
  if (ticket?.status !== 'A' || ticket.winner !== WINNER.pending) return false;
  const outcome = ticketOutcome(
    ticket,
    ticketItemsOf(state, ticketNumber),
    teaserOfTicket(state, ticket),
  );
  if (!outcome) return false;
  state.db.ticket.update({
    where: { ticketNumber: { equals: ticketNumber } },
    data: { winner: outcome.winner, settledAt: at.toISOString() },
  });
  if (outcome.payout > 0) {
    postEntry(state, {
      userId: ticket.userId,
      amount: outcome.payout,
      kind: 'settlement',
      reference: String(ticketNumber),
      description: `Ticket #${ticketNumber} ${PAYOUT_LABEL[outcome.winner] ?? 'paid'}`,
      at,
    });
  }
  if (outcome.bonusRefund > 0 && ticket.bonusId !== null) {
    adjustBonus(state, ticket.bonusId, outcome.bonusRefund);
  }
  return true;
}
