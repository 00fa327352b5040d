import { useQueryClient } from '@tanstack/react-query';
import type { OnlineCashOutQuery } from '@sportsbook/contracts/endpoints/ticket/online-cash-out';
import type { OnlineCashOutResult, Ticket } from '@sportsbook/contracts/schemas/ticket';
import { toast } from '@/lib/toasts.ts';
import { api } from '@/lib/api.ts';
import { i18n } from '@/lib/i18n.ts';
import { noSnapshot, type Found } from '@/lib/money-call/money-call.ts';
import {
  endOf,
  type MoneyCallDescription,
  type MoneyEnd,
  type RefusedOutcome,
} from '@/lib/money-call/money-call-machine.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { ticketQueries } from '@/lib/queries/ticket-queries.ts';
import { useMoneyCall, type MoneyCallState } from '@/lib/money-call/use-money-call.ts';

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

/** The server's words for a refused sale: its answer's message, or its error's. */
const refusalText = (refusal: RefusedOutcome<OnlineCashOutResult, Ticket>): string =>
  refusal.kind === 'refused'
    ? refusal.result.message
    : refusal.error instanceof Error
      ? refusal.error.message
      : String(refusal.error);

/**
 * POST /ticket/OnlineCashOut as a money call (issue 24, lib/money-call/money-call-machine.ts). Nothing to
 * read before; when the answer is lost, the ticket tells. A refused sale (responseCode other than
 * 200) is checked on the ticket too: a sale whose connection dropped may have been sent again by
 * the browser itself (Chromium does so on a reused keep-alive connection) and refused as 'already
 * sold' although the first send sold it. Sold is the truth then.
 */
export const cashOutCall: MoneyCallDescription<
  OnlineCashOutQuery,
  OnlineCashOutResult,
  Ticket,
  null
> = {
  before: noSnapshot,
  send: (sale, signal) => api.call('ticket.cashOut', { query: sale }, { signal }),
  progress: { sending: 'tickets:cashOut.selling', checking: 'tickets:cashOut.checking' },
  check: (sale, _none, signal) => readSold(sale, signal),
  refused: (result) => result.responseCode !== SOLD,
  checkRefusal: (sale, _none, signal) => readSold(sale, signal),
  say: {
    refused: (refusal) => {
      // SPEC §8: any failed call shows the server's message in a toast too.
      if (refusal.kind === 'failed') toast.error(refusalText(refusal));
    },
  },
};

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

/**
 * The machine's end in the dialog's words; null before a sale, while one is under way, after a
 * reset and after a 401.
 */
function saleEnd(
  end: MoneyEnd<OnlineCashOutQuery, OnlineCashOutResult, Ticket> | null,
): SaleEnd | null {
  switch (end?.step) {
    case 'done':
      return {
        kind: 'sold',
        amount:
          end.outcome.kind === 'found' ? paidFor(end.outcome.found, end.input) : end.input.amount,
      };
    case 'refused':
      return { kind: 'refused', message: refusalText(end.outcome) };
    case 'notDone':
      return { kind: 'notDone' };
    default:
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
 * answer (or a refusal) is checked, and one end (lib/money-call/use-money-call.ts).
 */
export function useCashOut(): CashOut {
  const { end, run, ...call } = useMoneyCall(cashOutCall);
  return {
    ...call,
    end: saleEnd(end),
    sell: async (sale) => {
      const outcome = await run(sale);
      return outcome && saleEnd(endOf(sale, outcome));
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
