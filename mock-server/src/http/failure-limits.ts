import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { MockState } from '../db/state.ts';
import { resetTokenOwner } from '../domain/account/password.ts';
import { lostAnswerStatus } from './lost-connections.ts';
import {
  ACCOUNT_LOCKED,
  TOO_MANY_LOGINS,
  TOO_MANY_TOKEN_GUESSES,
  accountOf,
  type Limit,
  type RateLimitOptions,
} from './rate-limit-rules.ts';

// The limits that count outcomes, not arrivals: wrong passwords and invalid reset tokens. Written
// here, not with @fastify/rate-limit (decision 166): the plugin counts a request when it arrives
// and can neither wait for its answer, nor count attempts still in flight apart from finished
// ones, nor forget a count (a right password forgives the account's wrong ones), nor lock a user
// name out for a time of its own.

const MAX_KEYS = 10_000;

/**
 * Timestamps per key within a sliding window, plus attempts still in flight: those count too, so a
 * burst of parallel requests cannot all pass before the first outcome is known.
 */
class WindowCounter {
  readonly #hits = new Map<string, number[]>();
  readonly #pending = new Map<string, number>();
  readonly #limit: Limit;

  constructor(limit: Limit) {
    this.#limit = limit;
  }

  #live(key: string, now: number): number[] {
    const hits = (this.#hits.get(key) ?? []).filter((at) => now - at < this.#limit.windowMs);
    if (hits.length) this.#hits.set(key, hits);
    else this.#hits.delete(key);
    return hits;
  }

  /**
   * Milliseconds until the key is under its limit again (a second when only attempts in flight
   * fill it); 0 when it is under now.
   */
  waitMs(key: string, now: number): number {
    const hits = this.#live(key, now);
    if (hits.length >= this.#limit.max) {
      const oldestThatMatters = hits[hits.length - this.#limit.max] ?? now;
      return Math.max(1000, oldestThatMatters + this.#limit.windowMs - now);
    }
    return hits.length + (this.#pending.get(key) ?? 0) >= this.#limit.max ? 1000 : 0;
  }

  /** Adds a hit; answers how many the key now has in the window. */
  add(key: string, now: number): number {
    // Keys are user names and addresses an attacker chooses: drop the expired ones now and then.
    if (this.#hits.size > MAX_KEYS) for (const old of [...this.#hits.keys()]) this.#live(old, now);
    const hits = this.#live(key, now);
    hits.push(now);
    this.#hits.set(key, hits);
    return hits.length;
  }

  /** An attempt whose outcome is not known yet. */
  begin(key: string): void {
    this.#pending.set(key, (this.#pending.get(key) ?? 0) + 1);
  }

  end(key: string): void {
    const left = (this.#pending.get(key) ?? 1) - 1;
    if (left > 0) this.#pending.set(key, left);
    else this.#pending.delete(key);
  }

  forget(key: string): void {
    this.#hits.delete(key);
  }

  clear(): void {
    this.#hits.clear();
    this.#pending.clear();
  }
}

interface Attempt {
  account: string;
  address: string;
  body: unknown;
}

export interface Refusal {
  waitMs: number;
  message: string;
}

/** What one limited route checks before its handler, counts then, and counts from its status. */
export interface FailureRule {
  refusal(attempt: Attempt, now: number): Refusal | null;
  begin(attempt: Attempt, now: number): void;
  settle(attempt: Attempt, status: number, now: number): void;
}

const firstRefusal = (...candidates: Refusal[]): Refusal | null =>
  candidates.find((candidate) => candidate.waitMs > 0) ?? null;

/** The reset token a verify call presents, when it is a string. */
function presentedToken(body: unknown): string | undefined {
  const token =
    typeof body === 'object' && body !== null && 'passwordtoken' in body
      ? body.passwordtoken
      : undefined;
  return typeof token === 'string' ? token : undefined;
}

/**
 * The counters of one server, and a rule for each route they limit. A login or a reset has exactly
 * one refusal by the rules, a 400 (wrong password, invalid link): it is settled from its status
 * alone (the answer may be compressed by then).
 */
export function failureLimits(state: MockState, options: RateLimitOptions) {
  const byAccount = new WindowCounter(options.loginFailuresPerAccount);
  const byAddress = new WindowCounter(options.loginFailuresPerAddress);
  const tokenGuesses = new WindowCounter(options.resetTokenFailuresPerAddress);
  const lockedUntil = new Map<string, number>();

  const lockedMs = (account: string, now: number): number => {
    const until = lockedUntil.get(account) ?? 0;
    if (until > now) return until - now;
    lockedUntil.delete(account);
    return 0;
  };

  const login: FailureRule = {
    refusal: ({ account, address }, now) =>
      firstRefusal(
        { waitMs: lockedMs(account, now), message: ACCOUNT_LOCKED },
        { waitMs: byAccount.waitMs(account, now), message: ACCOUNT_LOCKED },
        { waitMs: byAddress.waitMs(address, now), message: TOO_MANY_LOGINS },
      ),
    begin: ({ account, address }) => {
      byAccount.begin(account);
      byAddress.begin(address);
    },
    settle: ({ account, address }, status, now) => {
      byAccount.end(account);
      byAddress.end(address);
      // A right password forgives the account's earlier wrong ones (not the address's).
      if (status === 200) byAccount.forget(account);
      if (status !== 400) return;
      byAddress.add(address, now);
      if (byAccount.add(account, now) >= options.loginFailuresPerAccount.max) {
        lockedUntil.set(account, now + options.loginFailuresPerAccount.lockoutMs);
        byAccount.forget(account);
      }
    },
  };

  const tokenRefusal = ({ address }: Attempt, now: number) =>
    firstRefusal({ waitMs: tokenGuesses.waitMs(address, now), message: TOO_MANY_TOKEN_GUESSES });

  const verify: FailureRule = {
    refusal: tokenRefusal,
    // The presented token's worth is known at once: an invalid one counts before the handler.
    begin: ({ address, body }, now) => {
      const token = presentedToken(body);
      if (token === undefined || resetTokenOwner(state, token) === null)
        tokenGuesses.add(address, now);
    },
    settle: () => undefined,
  };

  const reset: FailureRule = {
    refusal: tokenRefusal,
    begin: ({ address }) => {
      tokenGuesses.begin(address);
    },
    settle: ({ address }, status, now) => {
      tokenGuesses.end(address);
      if (status === 400) tokenGuesses.add(address, now);
    },
  };

  return {
    rules: { login, verify, reset },
    clear: () => {
      for (const counter of [byAccount, byAddress, tokenGuesses]) counter.clear();
      lockedUntil.clear();
    },
  };
}

/**
 * The hooks one limited route gets: a request over a limit is a 429 problem before its handler
 * runs (`refuse`); one that reached the rules (`reachesRules`) is counted, then settled however the
 * exchange ends.
 */
export function failureHooks(
  state: MockState,
  rule: FailureRule,
  reachesRules: (body: unknown) => boolean,
  refuse: (reply: FastifyReply, refusal: Refusal) => void,
) {
  const attempts = new WeakMap<FastifyRequest, Attempt>();
  const finish = (request: FastifyRequest, status: number) => {
    const attempt = attempts.get(request);
    if (!attempt) return;
    attempts.delete(request);
    rule.settle(attempt, status, state.now().getTime());
  };

  return {
    preHandler: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const now = state.now().getTime();
      const attempt = { account: accountOf(request.body), address: request.ip, body: request.body };
      const refusal = rule.refusal(attempt, now);
      if (refusal) {
        refuse(reply, refusal);
        return;
      }
      if (reachesRules(request.body)) {
        rule.begin(attempt, now);
        attempts.set(request, attempt);
        // Settled however the exchange ends: neither onResponse nor onRequestAbort runs when the
        // server drops the connection (a lost answer, control/endpoint-faults.ts). The same status
        // as onResponse's when the answer went out, so whichever comes first settles it alike.
        reply.raw.once('close', () => {
          finish(
            request,
            lostAnswerStatus(request) ?? (reply.raw.writableEnded ? reply.statusCode : 0),
          );
        });
      }
      done();
    },
    onResponse: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      finish(request, reply.statusCode);
      done();
    },
    onRequestAbort: (request: FastifyRequest, done: HookHandlerDoneFunction) => {
      finish(request, lostAnswerStatus(request) ?? 0);
      done();
    },
  };
}
