import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Message } from '@sportsbook/contracts/schemas/message';
import type { MoneyCallSpec } from '@/lib/money-call.ts';
import { toast } from '@/lib/toast-area.ts';
import { useMoneyCall, type MoneyCallState } from '@/lib/use-money-call.ts';
import type { KnownMessages } from '../api/sent-messages.ts';

/** How a send ended, for the form: done (sent, or found sent), not done, or refused. */
export type SendEnd = 'done' | 'notDone' | 'failed';

export interface SendCall<I> extends MoneyCallState {
  /**
   * Sends; null when nothing was sent (a press while one is under way, offline) or the session
   * ended (the app is on its way to /login, SPEC §8, and nothing is said).
   */
  send: (input: I) => Promise<SendEnd | null>;
  /** The answer was lost and the sent list showed no such message: the form stays for a retry. */
  notDone: boolean;
}

/**
 * A message or a reply sent as a money call (issue 24, decision 108): one send per action, with a
 * timeout; a lost answer is checked against the sent list. Done: 'Message sent!' (SPEC §2) and
 * `refresh` is invalidated; refused: `onFailed` says why (SPEC §8's toast titled 'Error').
 */
export function useSendCall<I>(
  spec: MoneyCallSpec<I, Message, Message, KnownMessages>,
  {
    sentText,
    refresh,
    onFailed,
  }: { sentText: string; refresh: readonly QueryKey[]; onFailed: (error: unknown) => void },
): SendCall<I> {
  const queryClient = useQueryClient();
  const call = useMoneyCall(spec);
  const [notDone, setNotDone] = useState(false);

  const send = async (input: I): Promise<SendEnd | null> => {
    const outcome = await call.run(input);
    if (outcome === null || outcome.kind === 'sessionEnded') return null;
    setNotDone(outcome.kind === 'notDone');
    switch (outcome.kind) {
      case 'answered':
      case 'found':
        toast.success(sentText);
        for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
        return 'done';
      case 'notDone':
        return 'notDone';
      case 'failed':
        onFailed(outcome.error);
        return 'failed';
    }
  };

  return {
    phase: call.phase,
    blocked: call.blocked,
    offline: call.offline,
    send,
    // A retry under way replaces the notice with its progress.
    notDone: notDone && call.phase === null,
  };
}
