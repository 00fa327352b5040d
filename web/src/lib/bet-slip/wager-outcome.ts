import type { QueryClient } from '@tanstack/react-query';
import type { SaveWagerResponse } from '@sportsbook/contracts/schemas/sportsbook';
import { toast } from '../toast-area.ts';
import { i18n } from '../i18n.ts';
import { CHECK_READ_TIMEOUT_MS, withTimeout, type MoneyOutcome } from '../money-call.ts';
import { accountQueries } from '../queries/account-queries.ts';
import { ticketQueries } from '../queries/ticket-queries.ts';
import { sessionStore } from '../session-store.ts';
import { slipStore } from './slip-store.ts';
import {
  findPlaced,
  readAccount,
  type KnownTickets,
  type PlacedWager,
  type WagerOrder,
} from './wager-call.ts';
import { wagerRun, wagerView } from './wager-call-state.ts';

const t = (key: string, options?: Record<string, unknown>) =>
  i18n.t(key, { ns: 'betslip', ...options });

/** SPEC §8 Accepted bet: 'Bet Accepted' with the ticket number; the slip resets. */
function accepted(queryClient: QueryClient, ticketNumber: number | null, balance: number) {
  // The balance is the server's, from its answer or from the read that found the bet.
  sessionStore.updateUser({ accountBalance: balance });
  queryClient.setQueryData(accountQueries.standing().queryKey, { balance });
  toast.success(t('accepted'), { description: t('ticketNumber', { number: ticketNumber }) });
  slipStore.reset();
  wagerRun.uncertain = null;
  // The tickets, and the snapshot's bonuses (a bonus may have paid) and pending tickets, again.
  void queryClient.invalidateQueries({ queryKey: ticketQueries.all });
  void queryClient.invalidateQueries({ queryKey: accountQueries.snapshot().queryKey });
}

const found = (queryClient: QueryClient, placed: PlacedWager) => {
  accepted(queryClient, placed.ticket.ticketNumber, placed.snapshot.userInfo.currentBalance);
};

/**
 * After a refusal, one read: did a send of this slip go through after all? Either a lost send that
 * reached the server after the check found nothing (then the retry is refused as 'already
 * placed'), or the browser itself sending the request again when its connection dropped (Chromium
 * does so on a reused keep-alive connection, and the first send may have been booked). A refusal
 * is overruled only by a new ticket of this slip: of this stake, unless a lost send of another
 * stake came first.
 */
async function placedAfterAll(order: WagerOrder, known: KnownTickets): Promise<PlacedWager | null> {
  if (sessionStore.get() === null) return null;
  const retried = wagerRun.uncertain?.slipId === order.slipId;
  wagerView.publish({ phase: 'checking' });
  try {
    const seen = await withTimeout(
      async (signal) =>
        findPlaced(await readAccount(signal), known, order, { sameStake: !retried }),
      CHECK_READ_TIMEOUT_MS,
    );
    return seen.done ? seen.found : null;
  } catch {
    // The refusal stands as the server's word.
    return null;
  }
}

async function answered(
  queryClient: QueryClient,
  order: WagerOrder,
  answer: SaveWagerResponse,
  known: KnownTickets | null,
  mine: number,
) {
  if (answer.isSuccess) {
    accepted(queryClient, answer.ticketNumber, answer.accountBalance);
    return;
  }
  const placed = known && (await placedAfterAll(order, known));
  if (mine !== wagerRun.generation) return;
  if (placed) {
    found(queryClient, placed);
    return;
  }
  sessionStore.updateUser({ accountBalance: answer.accountBalance });
  queryClient.setQueryData(accountQueries.standing().queryKey, { balance: answer.accountBalance });
  // SPEC §8 Failed bet submit: 'Bet not accepted' with the first reason; the slip stays.
  toast.error(t('notAccepted'), { description: answer.error[0]?.ruleDesc });
}

/**
 * Says how Place bet ended, once: accepted (answered or found), refused, not done (the slip stays,
 * with Retry), failed (the server's message), or nothing when the session ended. `known` is the
 * pending tickets read before the send (null when that read itself failed: nothing was sent).
 */
export async function settleWager(
  queryClient: QueryClient,
  order: WagerOrder,
  outcome: MoneyOutcome<SaveWagerResponse, PlacedWager>,
  known: KnownTickets | null,
  mine: number,
): Promise<void> {
  switch (outcome.kind) {
    case 'answered':
      await answered(queryClient, order, outcome.result, known, mine);
      return;
    case 'found':
      found(queryClient, outcome.found);
      return;
    case 'notDone':
      // Sent and lost: later sends of this slip look past the tickets there were before.
      if (known) wagerRun.uncertain = { slipId: order.slipId, known };
      wagerView.publish({ notDoneSlip: order.slipId });
      return;
    case 'failed':
      // SPEC §8: any other failure shows the server's message; nothing was placed.
      toast.error(outcome.error instanceof Error ? outcome.error.message : String(outcome.error));
      return;
    case 'sessionEnded':
      // The app is on its way to /login (SPEC §8): nothing else is said.
      return;
  }
}
