import { useQueryClient } from '@tanstack/react-query';
import { refreshAfterWalletRequest } from '@/lib/queries/cashier-queries.ts';
import { toast } from '@/lib/toasts.ts';
import { whyRefused, type MoneyCallProgressTexts } from '@/lib/money-call/money-call-machine.ts';
import { useMoneyCall } from '@/lib/money-call/use-money-call.ts';
import { fileWalletRequest, type WalletRequestBody } from './wallet-request-call.ts';

/** What a withdrawal's screen tells, in the language shown when it is told. */
export interface WithdrawalSay {
  /** What the progress line says while the request is under way. */
  progress: MoneyCallProgressTexts;
  success: () => string;
  /** A refusal's headline, and the server's words as the detail when they are worth showing. */
  failure: (error: unknown) => { title: string; detail: string | undefined };
}

/** What a screen's withdrawal sends besides its type. */
export type WithdrawalBody = Omit<WalletRequestBody, 'type'>;

/**
 * A withdrawal filed as a money call (issue 24, `fileWalletRequest`), sent once per press, as the
 * account's Withdraw Request dialog and the cashier's withdraw page both tell it: filed, a success
 * toast and the request lists and figures refreshed; refused, the failure's headline and detail in
 * an error toast (the screen shows it too); not done, the screen keeps its form and offers a retry.
 * `request(payload)` files it with the type 'withdraw'.
 */
export function useWithdrawalCall(say: WithdrawalSay) {
  const queryClient = useQueryClient();
  const call = useMoneyCall({
    ...fileWalletRequest,
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
  return {
    ...call,
    request: (payload: WithdrawalBody) => call.run({ ...payload, type: 'withdraw' }),
  };
}
