import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  QUICK_GAME_MESSAGE_KEYS,
  QUICK_GAME_MESSAGES,
} from '@sportsbook/contracts/rules/quick-game';
import type {
  QuickGameTicket,
  QuickGameTicketCreated,
} from '@sportsbook/contracts/schemas/quick-game';
import { toast } from '@/lib/toasts.ts';
import { i18n } from '@/lib/i18n.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { setBalance } from '@/lib/queries/balance.ts';
import { quickGameQueries } from '@/lib/queries/quick-game-queries.ts';
import { whyRefused } from '@/lib/money-call/money-call-machine.ts';
import { useMoneyCall, type MoneyCall } from '@/lib/money-call/use-money-call.ts';
import { NO_BALANCE, saveTicketCall, type TicketToSave } from './ticket-call.ts';

export { NO_BALANCE, NoBalanceError, type TicketToSave } from './ticket-call.ts';

const text = (key: string) => i18n.t(key, { ns: 'quick-games' });

/**
 * The server repeats the client's checks and answers with the spec's own sentences: those are
 * shown in the language on screen; anything else as the server wrote it.
 */
export function saveErrorText(error: unknown): string {
  if (!(error instanceof Error)) return text('saveFailed');
  if (error.message === NO_BALANCE) return NO_BALANCE;
  const id = Object.entries(QUICK_GAME_MESSAGES).find(([, message]) => message === error.message);
  if (id) {
    const key = QUICK_GAME_MESSAGE_KEYS[id[0] as keyof typeof QUICK_GAME_MESSAGE_KEYS];
    return text(key);
  }
  return error.message.trim() || text('saveFailed');
}

export interface SaveTicket extends MoneyCall<
  TicketToSave,
  QuickGameTicketCreated,
  QuickGameTicket
> {
  /** Saves the ticket; a press while one is under way, or offline, does nothing. */
  save: (ticket: TicketToSave) => void;
}

/**
 * SPEC §4/§7 Save as a money call (issue 24, decision 108): the balance is checked first, then
 * POST /QGame, with a timeout; a lost answer is checked against the ticket list (ticket-call.ts).
 * Done (answered or found): 'Ticket created!', `onSaved`, and the balance and the ticket list
 * refresh. Refused: a toast titled 'Error' with the text here. Not done: the bets stay for a retry.
 * `reset` forgets how the last save ended (the bets changed).
 */
export function useSaveTicket({ onSaved }: { onSaved: () => void }): SaveTicket {
  const queryClient = useQueryClient();
  const spec = useMemo(() => saveTicketCall(queryClient), [queryClient]);
  const call = useMoneyCall({
    ...spec,
    progress: { sending: 'quick-games:save.sending', checking: 'quick-games:save.checking' },
    say: {
      done: (outcome) => {
        // The balance the server answered with; a ticket found after a lost answer has none.
        if (outcome.kind === 'answered') {
          setBalance(queryClient, outcome.result.accountBalance);
        }
        toast.success(text('created'));
        onSaved();
        for (const queryKey of [accountQueries.all, quickGameQueries.tickets()]) {
          void queryClient.invalidateQueries({ queryKey });
        }
      },
      refused: (refusal) => {
        toast.error(text('error'), { description: saveErrorText(whyRefused(refusal)) });
      },
    },
  });
  return {
    ...call,
    save: (ticket) => {
      void call.run(ticket);
    },
  };
}
