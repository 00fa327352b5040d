import type { QueryClient } from '@tanstack/react-query';
import { centsOf } from '@sportsbook/contracts/rules/money';
import type { AccountSnapshot } from '@sportsbook/contracts/schemas/account';
import type { SaveWagerResponse } from '@sportsbook/contracts/schemas/sportsbook';
import { api } from '@/lib/api.ts';
import { i18n } from '@/lib/i18n.ts';
import type { Doubt, Found } from '@/lib/money-call/money-call.ts';
import type { MoneyCallDescription } from '@/lib/money-call/money-call-machine.ts';
import type { KnownTickets, PlacedWager, WagerOrder } from '@/lib/picks/slip-bet.ts';
import { slipStore } from '@/lib/picks/slip-store.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { setBalance } from '@/lib/queries/balance.ts';
import { ticketQueries } from '@/lib/queries/ticket-queries.ts';
import { toast } from '@/lib/toasts.ts';

const t = (key: string, options?: Record<string, unknown>) =>
  i18n.t(key, { ns: 'betslip', ...options });

/**
 * GET /account/snapshot, asked afresh: every pending ticket whatever its date (the ticket list
 * needs a date range, which another clock could miss) and the balance, in one read.
 */
const readAccount = (signal: AbortSignal): Promise<AccountSnapshot> =>
  api.call('account.snapshot', {}, { signal });

const knownTickets = (snapshot: AccountSnapshot): KnownTickets =>
  new Set(snapshot.pendingTickets.map((ticket) => ticket.ticketNumber));

/**
 * The ticket the bet made, among pending tickets that were not there before: as many picks as the
 * slip and, preferably, the same stake. `sameStake` requires it (a refusal is overruled only by a
 * ticket of this very send); otherwise another stake is taken too, since a retry may carry another
 * stake than the lost first send and a slip is placed only once. The newest comes first in the
 * snapshot. A bet of as many picks placed meanwhile from another tab would be taken for it; the
 * count stays right.
 */
export function findPlaced(
  snapshot: AccountSnapshot,
  known: KnownTickets,
  order: WagerOrder,
  { sameStake = false }: { sameStake?: boolean } = {},
): Found<PlacedWager> {
  const fresh = snapshot.pendingTickets.filter(
    (ticket) => !known.has(ticket.ticketNumber) && ticket.items.length === order.itemCount,
  );
  const stake = centsOf(order.wagerAmount);
  const ticket =
    fresh.find((each) => centsOf(each.amount) === stake) ?? (sameStake ? undefined : fresh[0]);
  return ticket ? { done: true, found: { ticket, snapshot } } : { done: false };
}

/** SPEC §7 POST /wager, as the contract names its fields. */
const submitWager = (order: WagerOrder, signal: AbortSignal): Promise<SaveWagerResponse> =>
  api.call(
    'wager.submit',
    {
      body: {
        betSlipId: order.slipId,
        wagerAmount: order.wagerAmount,
        ifWagerAmount: order.ifWagerAmount,
        paymentMethod: order.bonusId === null ? null : 'Bonus',
        authorizationNumber: order.bonusId === null ? null : String(order.bonusId),
      },
    },
    { signal },
  );

/**
 * A send of this very slip whose answer was lost and whose check found nothing (the machine keeps
 * it): it may still reach the server, so this send looks past the tickets there were before it,
 * and a refusal of this send ('already placed') is overruled by a ticket of any stake.
 */
const retrying = (
  doubt: Doubt<WagerOrder, KnownTickets> | null,
  order: WagerOrder,
): doubt is Doubt<WagerOrder, KnownTickets> => doubt?.input.slipId === order.slipId;

/** The server's balance, from its answer or from the read that found the bet, on every screen. */
function showBalance(queryClient: QueryClient, balance: number): void {
  setBalance(queryClient, balance);
}

/** SPEC §8 Accepted bet: 'Bet Accepted' with the ticket number; the slip resets. */
function accepted(queryClient: QueryClient, ticketNumber: number | null, balance: number): void {
  showBalance(queryClient, balance);
  toast.success(t('accepted'), { description: t('ticketNumber', { number: ticketNumber }) });
  slipStore.reset();
  // The tickets, and the snapshot's bonuses (a bonus may have paid) and pending tickets, again.
  void queryClient.invalidateQueries({ queryKey: ticketQueries.all });
  void queryClient.invalidateQueries({ queryKey: accountQueries.snapshot().queryKey });
}

/** "Placing bet…", then "Checking your bet…" once the answer was lost. */
export const PLACE_BET_PROGRESS = { sending: 'betslip:submitting', checking: 'betslip:checking' };

/**
 * Place bet as a money call (SPEC §7 POST /wager; issue 24, decision 108).
 * - Before: the pending tickets there are (or, retrying a slip whose answer was lost, the ones
 *   there were before that send).
 * - Send: POST /wager. Its answer says no when it is not a success ('Bet not accepted').
 * - The truth, when the answer is lost, and after a no: the pending tickets again, looking for a
 *   new one from this slip. GET /wager/slip/{id} does not say whether a slip was placed, so the
 *   tickets are the only read that can tell.
 * - Said: accepted (answered or found) 'Bet Accepted' with the ticket number, the server's balance
 *   everywhere and the slip reset; a no, 'Bet not accepted' with the first reason and the slip
 *   kept; any other failure, the server's message. Not done is the slip's notice, with Retry.
 */
export function placeBet(
  queryClient: QueryClient,
): MoneyCallDescription<WagerOrder, SaveWagerResponse, PlacedWager, KnownTickets> {
  return {
    before: async (order, signal, doubt) =>
      retrying(doubt, order) ? doubt.snapshot : knownTickets(await readAccount(signal)),
    send: submitWager,
    check: async (order, known, signal) => findPlaced(await readAccount(signal), known, order),
    refused: (answer) => !answer.isSuccess,
    progress: PLACE_BET_PROGRESS,
    checkRefusal: async (order, known, signal, doubt) =>
      findPlaced(await readAccount(signal), known, order, { sameStake: !retrying(doubt, order) }),
    say: {
      done: (outcome) => {
        if (outcome.kind === 'answered') {
          accepted(queryClient, outcome.result.ticketNumber, outcome.result.accountBalance);
        } else {
          const { ticket, snapshot } = outcome.found;
          accepted(queryClient, ticket.ticketNumber, snapshot.userInfo.currentBalance);
        }
      },
      refused: (refusal) => {
        if (refusal.kind === 'refused') {
          showBalance(queryClient, refusal.result.accountBalance);
          // SPEC §8 Failed bet submit: 'Bet not accepted' with the first reason; the slip stays.
          toast.error(t('notAccepted'), { description: refusal.result.error[0]?.ruleDesc });
          return;
        }
        // SPEC §8: any other failure shows the server's message; nothing was placed.
        toast.error(refusal.error instanceof Error ? refusal.error.message : String(refusal.error));
      },
    },
  };
}
