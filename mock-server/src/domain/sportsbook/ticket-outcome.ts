import type { MockState } from '../../db/state.ts';
import { amountOf, cents } from '../money.ts';
import { TEASER_TICKET_PREFIX, WINNER } from './catalog.ts';
import type { TeaserRecord, TicketItemRecord, TicketRecord } from './records.ts';
import { partToWinCents } from './tickets-store.ts';
import { teaserWithPrices } from '../../db/accessors.ts';

type PartState = 'open' | 'won' | 'lost' | 'push';

interface PartResult {
  state: PartState;
  /** In cents. */
  win: number;
}

/**
 * One part of a ticket (the whole ticket, or the first bet / the if bet of an if-bet). It waits for
 * every pick; then any loss loses, all pushes push, and the won picks pay: a parlay at the product of
 * their prices, a teaser at its price for that many teams (too few left to price: a push).
 */
function gradePart(
  items: readonly TicketItemRecord[],
  stakeCents: number,
  teaser?: TeaserRecord,
): PartResult {
  if (items.length === 0) return { state: 'push', win: 0 };
  if (items.some((item) => item.winnerRow === '')) return { state: 'open', win: 0 };
  if (items.some((item) => item.winnerRow === 'L')) return { state: 'lost', win: 0 };
  const prices = items.filter((item) => item.winnerRow === 'W').map((item) => item.price);
  if (prices.length === 0) return { state: 'push', win: 0 };
  const win = partToWinCents(stakeCents, prices, teaser);
  if (teaser && win === 0) return { state: 'push', win: 0 };
  return { state: 'won', win };
}

export interface TicketOutcome {
  /** Y, L or X (push). */
  winner: string;
  /** What goes back to the ledger: stake plus win, the stake on a push (bonus stakes never). */
  payout: number;
  /** Bonus stake to put back on the bonus (a push of a bonus ticket). */
  bonusRefund: number;
}

export function teaserOfTicket(state: MockState, ticket: TicketRecord): TeaserRecord | undefined {
  if (!ticket.ticketName.startsWith(TEASER_TICKET_PREFIX)) return undefined;
  const name = ticket.ticketName.slice(TEASER_TICKET_PREFIX.length);
  return teaserWithPrices(
    state,
    state.db.teaser.getAll().find((teaser) => teaser.name === name),
  );
}

/**
 * The result of a ticket once its picks allow one, else null. If-bets grade in order: the first bet
 * decides alone when it loses or pushes (the if bet is then off); when it wins, the if bet, staked
 * out of that win, adds its own win or loses its stake.
 */
export function ticketOutcome(
  ticket: TicketRecord,
  items: readonly TicketItemRecord[],
  teaser?: TeaserRecord,
): TicketOutcome | null {
  // Counted in cents: what is paid is exactly stake + win, never a rounded sum.
  const stake = cents(ticket.amount);
  const ifStake = cents(ticket.ifAmount);
  const first = gradePart(
    items.filter((item) => item.ifRow === 0),
    stake,
    teaser,
  );
  if (first.state === 'open') return null;
  let net = first.state === 'won' ? first.win : first.state === 'lost' ? -stake : 0;
  if (first.state === 'won' && ticket.hasIf) {
    const second = gradePart(
      items.filter((item) => item.ifRow !== 0),
      ifStake,
    );
    if (second.state === 'open') return null;
    net += second.state === 'won' ? second.win : second.state === 'lost' ? -ifStake : 0;
  }
  const winner = net > 0 ? WINNER.won : net < 0 ? WINNER.lost : WINNER.push;
  if (ticket.paymentMethod !== null) {
    // A bonus stake is not part of the winnings: a win pays only the win, a push returns the bonus.
    return {
      winner,
      payout: amountOf(Math.max(0, net)),
      bonusRefund: net === 0 ? ticket.amount : 0,
    };
  }
  return { winner, payout: amountOf(Math.max(0, stake + net)), bonusRefund: 0 };
}
