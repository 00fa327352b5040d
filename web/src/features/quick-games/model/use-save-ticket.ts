import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast-area.ts';
import {
  QUICK_GAME_CHANNEL,
  QUICK_GAME_MESSAGE_KEYS,
  QUICK_GAME_MESSAGES,
  QUICK_GAME_MOSID,
} from '@sportsbook/contracts/rules/quick-game';
import type { QuickGameTicketCreated } from '@sportsbook/contracts/schemas/quick-game';
import { api } from '@/lib/api.ts';
import { i18n } from '@/lib/i18n.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { quickGameQueries } from '@/lib/queries/quick-game-queries.ts';
import { sessionStore } from '@/lib/session-store.ts';
import { totalOf, type QuickGameBet } from './bet-store.ts';

const text = (key: string) => i18n.t(key, { ns: 'quick-games' });

/** SPEC §8: the balance refusal, in Spanish in every language as the spec writes it. */
export const NO_BALANCE = 'No tienes balance suficiente para realizar este ticket.';

/** Refused because the balance does not cover the ticket (before or by the server). */
export class NoBalanceError extends Error {
  constructor() {
    super(NO_BALANCE);
    this.name = 'NoBalanceError';
  }
}

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

export interface TicketToSave {
  lottery: number;
  bets: readonly QuickGameBet[];
}

/**
 * SPEC §4/§7 Save: check the balance first (a fresh standing), then POST /QGame with MOSID 1 and
 * channel Web. Success: 'Ticket created!', the balance and the ticket list refresh. Failures are
 * toasted as 'Error' with the text here, so the global toast stays out of it.
 */
export function useSaveTicket({ onSaved }: { onSaved: (created: QuickGameTicketCreated) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lottery, bets }: TicketToSave) => {
      const amount = totalOf(bets);
      const standing = await queryClient.query({ ...accountQueries.standing(), staleTime: 0 });
      if (standing.balance < amount) throw new NoBalanceError();
      return api.call('quickGame.createTicket', {
        body: {
          MOSID: QUICK_GAME_MOSID,
          TicketChannel: QUICK_GAME_CHANNEL,
          Items: bets.map((bet, index) => ({
            rowId: index + 1,
            betType: bet.betType,
            betDefinition: bet.bet,
            betAmount: bet.amount,
          })),
          LotteryGroupId: lottery,
          Amount: amount,
        },
      });
    },
    meta: { silent: true },
    onSuccess: (created) => {
      sessionStore.updateUser({ accountBalance: created.accountBalance });
      toast.success(text('created'));
      onSaved(created);
      for (const queryKey of [accountQueries.all, quickGameQueries.tickets()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => {
      toast.error(text('error'), { description: saveErrorText(error) });
    },
  });
}
