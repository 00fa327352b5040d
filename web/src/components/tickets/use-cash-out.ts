import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OnlineCashOutQuery } from '@sportsbook/contracts/endpoints/ticket/online-cash-out';
import type { OnlineCashOutResult, Ticket } from '@sportsbook/contracts/schemas/ticket';
import { toast } from '@/lib/toast-area.ts';
import { api } from '@/lib/api.ts';
import { i18n } from '@/lib/i18n.ts';
import {
  CHECK_READ_TIMEOUT_MS,
  noSnapshot,
  withTimeout,
  type Found,
  type MoneyCallSpec,
  type MoneyOutcome,
} from '@/lib/money-call.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { ticketQueries } from '@/lib/queries/ticket-queries.ts';
import { useMoneyCall, type MoneyCallState } from '@/lib/use-money-call.ts';

/** OnlineCashOut's responseCode for a sale; any other code is a refusal with a message. */
export const SOLD = 200;

/**
 * The grading code of a ticket sold back (the ticket dialog shows it as 'Sold'). SPEC §3 lists
 * Y, L and P "or other"; the server grades a sale S.
 */
export const SOLD_WINNER = 'S';

/** GET /ticket/{id}: graded sold means the sale was done; anything else, it was not. */
async function readSold(sale: OnlineCashOutQuery, signal: AbortSignal): Promise<Found<Ticket>> {
  const ticket = await api.call('ticket.get', { params: { id: sale.id } }, { signal });
  return ticket.winner === SOLD_WINNER ? { done: true, found: ticket } : { done: false };
}

/**
 * POST /ticket/OnlineCashOut as a money call (issue 24, lib/money-call.ts). Nothing to read before;
 * when the answer is lost, the ticket tells.
 */
export const cashOutCall: MoneyCallSpec<OnlineCashOutQuery, OnlineCashOutResult, Ticket, null> = {
  before: noSnapshot,
  send: (sale, signal) => api.call('ticket.cashOut', { query: sale }, { signal }),
  check: (sale, _none, signal) => readSold(sale, signal),
};

/**
 * After a refusal, one read of the ticket: a sale whose connection dropped may have been sent
 * again by the browser itself (Chromium does so on a reused keep-alive connection) and refused as
 * 'already sold' although the first send sold it. Sold is the truth then.
 */
async function soldAfterAll(sale: OnlineCashOutQuery): Promise<Ticket | null> {
  try {
    const seen = await withTimeout((signal) => readSold(sale, signal), CHECK_READ_TIMEOUT_MS);
    return seen.done ? seen.found : null;
  } catch {
    return null; // the refusal stands as the server's word
  }
}

/** What the server paid for the sold ticket (its record), else the amount the sale asked. */
const paidFor = (ticket: Ticket, sale: OnlineCashOutQuery): number =>
  ticket.toPaid > 0 ? ticket.toPaid : sale.amount;

/** How a sale ended, for the dialog. */
export type SaleEnd =
  | { kind: 'sold'; amount: number }
  /** The server's refusal (responseCode other than 200) or failure: SPEC §8, a new code. */
  | { kind: 'refused'; message: string }
  /** The answer was lost and the ticket is not sold: the form stays, with Retry. */
  | { kind: 'notDone' };

async function endOf(
  outcome: MoneyOutcome<OnlineCashOutResult, Ticket>,
  sale: OnlineCashOutQuery,
): Promise<SaleEnd | null> {
  switch (outcome.kind) {
    case 'answered': {
      if (outcome.result.responseCode === SOLD) return { kind: 'sold', amount: sale.amount };
      const sold = await soldAfterAll(sale);
      return sold
        ? { kind: 'sold', amount: paidFor(sold, sale) }
        : { kind: 'refused', message: outcome.result.message };
    }
    case 'found':
      return { kind: 'sold', amount: paidFor(outcome.found, sale) };
    case 'notDone':
      return { kind: 'notDone' };
    case 'failed': {
      const message =
        outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
      // SPEC §8: any failed call shows the server's message in a toast too.
      toast.error(message);
      return { kind: 'refused', message };
    }
    case 'sessionEnded':
      // On the way to /login (SPEC §8): nothing else is said.
      return null;
  }
}

export interface CashOut extends MoneyCallState {
  /** How the last sale ended; null before one, while one is under way, and after reset. */
  end: SaleEnd | null;
  /** Sells; resolves to how it ended, or null when nothing was sent (a second press, offline). */
  sell: (sale: OnlineCashOutQuery) => Promise<SaleEnd | null>;
  reset: () => void;
}

/**
 * Selling a ticket back: one send per press, "Selling…" then "Checking your sale…" while a lost
 * answer is checked, and one end (lib/use-money-call.ts).
 */
export function useCashOut(): CashOut {
  const call = useMoneyCall(cashOutCall);
  const [end, setEnd] = useState<SaleEnd | null>(null);
  const sell = async (sale: OnlineCashOutQuery) => {
    if (call.blocked) return null;
    setEnd(null);
    const outcome = await call.run(sale);
    if (outcome === null) return null;
    const next = await endOf(outcome, sale);
    setEnd(next);
    return next;
  };
  return {
    phase: call.phase,
    blocked: call.blocked,
    offline: call.offline,
    end,
    sell,
    reset: () => {
      setEnd(null);
    },
  };
}

/**
 * Once the cash-out dialog closes (SPEC §2/§4): the tickets, the balance and the account snapshot
 * are read again, whether or not a sale was made (the sales value or the ticket may have moved), and
 * after a sale 'Ticket sold' shows. Closed without a sale it says nothing: 'Ticket sold' for a ticket
 * that was not sold would be untrue (decision 131).
 */
export function useCashOutClosed(): (sold: boolean) => void {
  const queryClient = useQueryClient();
  return (sold) => {
    if (sold) toast.success(i18n.t('cashOut.sold', { ns: 'tickets' }));
    for (const queryKey of [
      ticketQueries.all,
      accountQueries.standing().queryKey,
      accountQueries.snapshot().queryKey,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}
