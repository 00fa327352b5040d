import type { PushHub } from '../hub/hub.ts';
import type { GeneratedAnswers } from './generated-answers.ts';

/** The first push comes this long after a user's first connection (after its handshake answer). */
export const FIRST_PUSH_MS = 1_000;
/** Then one push this often while the user has a connection. */
export const PUSH_EVERY_MS = 10_000;

/**
 * The hub under generated answers (decision 187): while a user has a connection, it pushes that
 * user a generated balance, then a generated message, and so on in turn, each a value of its
 * event's schema chosen by the seed, the user and the push's number.
 */
export function generatedPushes(
  hub: PushHub,
  answers: GeneratedAnswers,
  timing = { firstMs: FIRST_PUSH_MS, everyMs: PUSH_EVERY_MS },
) {
  const timers = new Map<string, NodeJS.Timeout>();
  const sent = new Map<string, number>();
  const tick = (userName: string) => {
    if (hub.connectionCount(userName) === 0) {
      timers.delete(userName);
      return;
    }
    const n = sent.get(userName) ?? 0;
    sent.set(userName, n + 1);
    const push = answers.push(userName, n);
    if (push.event === 'UserBalanceUpdate') hub.sendToUser(userName, push.event, push.payload);
    else hub.sendToUser(userName, push.event, push.payload);
    timers.set(
      userName,
      setTimeout(() => {
        tick(userName);
      }, timing.everyMs),
    );
  };
  return {
    /** A connection of that user is ready: start its pushes unless they run already. */
    connected(userName: string): void {
      if (timers.has(userName)) return;
      timers.set(
        userName,
        setTimeout(() => {
          tick(userName);
        }, timing.firstMs),
      );
    },
    /** No more pushes, and the next ones count from the first again. */
    stop(): void {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      sent.clear();
    },
  };
}
