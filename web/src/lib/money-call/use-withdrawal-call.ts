import { useQueryClient } from '@tanstack/react-query';
import type { WalletRequest } from '@sportsbook/contracts/schemas/cashier';
import { refreshAfterWalletRequest } from '../queries/cashier-queries.ts';
import { toast } from '../toasts.ts';
import type { MoneyCallSpec } from './money-call.ts';
import { whyRefused, type MoneyCallProgressTexts } from './money-call-machine.ts';
import { useMoneyCall } from './use-money-call.ts';

/** What a withdrawal's screen tells, in the language shown when it is told. */
export interface WithdrawalSay {
  /** What the progress line says while the request is under way. */
  progress: MoneyCallProgressTexts;
  success: () => string;
  /** A refusal's headline, and the server's words as the detail when they are worth showing. */
  failure: (error: unknown) => { title: string; detail: string | undefined };
}

/**
 * A withdrawal filed as a money call (issue 24), sent once per press, as the account's Withdraw
 * Request dialog and the cashier's withdraw page both tell it: filed, a success toast and the
 * request lists and figures refreshed; refused, the failure's headline and detail in an error
 * toast (the screen shows it too); not done, the screen keeps its form and offers a retry.
 */
export function useWithdrawalCall<I, S>(
  spec: MoneyCallSpec<I, WalletRequest, WalletRequest, S>,
  say: WithdrawalSay,
) {
  const queryClient = useQueryClient();
  return useMoneyCall({
    ...spec,
    once: true,
    progress: say.progress,
    say: {
      done: () => {
        toast.success(say.success());
        void refreshAfterWalletRequest(queryClient);
      },
      refused: (refusal) => {
        const { title, detail } = say.failure(whyRefused(refusal));
        toast.error(title, { description: detail });
      },
    },
  });
}
