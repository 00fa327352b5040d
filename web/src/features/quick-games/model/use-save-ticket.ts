import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  QUICK_GAME_MESSAGE_KEYS,
  QUICK_GAME_MESSAGES,
} from '@sportsbook/contracts/rules/quick-game';
import { toast } from '@/lib/toast-area.ts';
import { i18n } from '@/lib/i18n.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { quickGameQueries } from '@/lib/queries/quick-game-queries.ts';
import { sessionStore } from '@/lib/session-store.ts';
import { useMoneyCall, type MoneyCallState } from '@/lib/use-money-call.ts';
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

/**
 * How the last save ended when the ticket was not created: refused (the balance, a rule, a server
 * error), or not done after its answer was lost and the ticket list showed no new ticket.
 */
export type SaveEnd = { kind: 'failed'; error: unknown } | { kind: 'notDone' };

export interface SaveTicket extends MoneyCallState {
  /** Saves the ticket; a press while one is under way, or offline, does nothing. */
  save: (ticket: TicketToSave) => void;
  end: SaveEnd | null;
  /** Forgets how the last save ended (the bets changed). */
  reset: () => void;
}

/**
 * SPEC §4/§7 Save as a money call (issue 24, decision 108): the balance is checked first, then
 * POST /QGame, with a timeout; a lost answer is checked against the ticket list. Done (answered or
 * found): 'Ticket created!', `onSaved`, and the balance and the ticket list refresh. Refused: a
 * toast titled 'Error' with the text here. Not done: the bets stay for a retry. A 401 says nothing:
 * the app is on its way to /login (SPEC §8).
 */
export function useSaveTicket({ onSaved }: { onSaved: () => void }): SaveTicket {
  const queryClient = useQueryClient();
  const spec = useMemo(() => saveTicketCall(queryClient), [queryClient]);
  const call = useMoneyCall(spec);
  const [end, setEnd] = useState<SaveEnd | null>(null);

  const done = (accountBalance?: number) => {
    if (accountBalance !== undefined) sessionStore.updateUser({ accountBalance });
    toast.success(text('created'));
    onSaved();
    for (const queryKey of [accountQueries.all, quickGameQueries.tickets()]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  const save = (ticket: TicketToSave) => {
    void call.run(ticket).then((outcome) => {
      // null: pressed again while under way, or offline; nothing was sent.
      if (outcome === null) return;
      setEnd(null);
      switch (outcome.kind) {
        case 'answered':
          done(outcome.result.accountBalance);
          return;
        case 'found':
          done();
          return;
        case 'notDone':
          setEnd({ kind: 'notDone' });
          return;
        case 'failed':
          setEnd({ kind: 'failed', error: outcome.error });
          toast.error(text('error'), { description: saveErrorText(outcome.error) });
          return;
        case 'sessionEnded':
          return;
      }
    });
  };

  return {
    phase: call.phase,
    blocked: call.blocked,
    offline: call.offline,
    save,
    // A retry under way replaces how the last one ended with its progress.
    end: call.phase === null ? end : null,
    reset: () => {
      setEnd(null);
    },
  };
}
