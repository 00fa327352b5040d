import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { registry } from '@sportsbook/contracts/registry';
import type { MockState } from '../db/state.ts';
import { resetTokenOwner } from '../domain/account/password.ts';
import { sendProblem } from './problem.ts';
import { lostAnswerStatus } from './lost-connections.ts';
import { toRoutePath } from './route-path.ts';

// Per-account and per-address limits on the calls an attacker repeats (issue 14, defect 8; decision
// 088): wrong passwords, password-reset mails, reset-token guesses and sign-ups. Failures are
// counted, not successes, so test suites that log in hundreds of times never meet them.

export interface Limit {
  /** How many counted events a key may have within the window. */
  max: number;
  windowMs: number;
}

export interface RateLimitOptions {
  /** Wrong passwords for one user name; reaching `max` locks its logins for `lockoutMs`. */
  loginFailuresPerAccount: Limit & { lockoutMs: number };
  /** Wrong logins (any user name) from one address. */
  loginFailuresPerAddress: Limit;
  /** Reset mails asked for one user name (each sends a mail). */
  resetRequestsPerAccount: Limit;
  /** Reset requests from one address (probing user name and email pairs). */
  resetRequestsPerAddress: Limit;
  /** Invalid reset tokens presented (verify or reset) from one address. */
  resetTokenFailuresPerAddress: Limit;
  /** Sign-ups that reached the server's rules from one address. */
  signUpsPerAddress: Limit;
}

const MINUTE = 60_000;
const MAX_KEYS = 10_000;

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  loginFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE, lockoutMs: 5 * MINUTE },
  loginFailuresPerAddress: { max: 50, windowMs: 15 * MINUTE },
  resetRequestsPerAccount: { max: 5, windowMs: 15 * MINUTE },
  resetRequestsPerAddress: { max: 30, windowMs: 15 * MINUTE },
  resetTokenFailuresPerAddress: { max: 20, windowMs: 15 * MINUTE },
  signUpsPerAddress: { max: 20, windowMs: 60 * MINUTE },
};

export const ACCOUNT_LOCKED =
  'Too many failed logins for this account. Try again in a few minutes.';
export const TOO_MANY_LOGINS = 'Too many failed logins from your network. Try again later.';
export const TOO_MANY_RESETS = 'Too many password reset requests. Try again later.';
export const TOO_MANY_TOKEN_GUESSES = 'Too many invalid reset links. Try again later.';
export const TOO_MANY_SIGN_UPS = 'Too many sign-ups from your network. Try again later.';

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

/** The counters of one server. */
export class RateLimiter {
  readonly options: RateLimitOptions;
  readonly loginFailuresByAccount: WindowCounter;
  readonly loginFailuresByAddress: WindowCounter;
  readonly resetRequestsByAccount: WindowCounter;
  readonly resetRequestsByAddress: WindowCounter;
  readonly tokenFailuresByAddress: WindowCounter;
  readonly signUpsByAddress: WindowCounter;
  readonly #lockedUntil = new Map<string, number>();

  constructor(options: RateLimitOptions) {
    this.options = options;
    this.loginFailuresByAccount = new WindowCounter(options.loginFailuresPerAccount);
    this.loginFailuresByAddress = new WindowCounter(options.loginFailuresPerAddress);
    this.resetRequestsByAccount = new WindowCounter(options.resetRequestsPerAccount);
    this.resetRequestsByAddress = new WindowCounter(options.resetRequestsPerAddress);
    this.tokenFailuresByAddress = new WindowCounter(options.resetTokenFailuresPerAddress);
    this.signUpsByAddress = new WindowCounter(options.signUpsPerAddress);
  }

  /** Milliseconds the account's logins stay locked; 0 when they are not. */
  lockedMs(account: string, now: number): number {
    const until = this.#lockedUntil.get(account) ?? 0;
    if (until > now) return until - now;
    this.#lockedUntil.delete(account);
    return 0;
  }

  /** A wrong password: counts for the account and the address; enough of them lock the account. */
  loginFailed(account: string, address: string, now: number): void {
    this.loginFailuresByAddress.add(address, now);
    const failures = this.loginFailuresByAccount.add(account, now);
    if (failures >= this.options.loginFailuresPerAccount.max) {
      this.#lockedUntil.set(account, now + this.options.loginFailuresPerAccount.lockoutMs);
      this.loginFailuresByAccount.forget(account);
    }
  }

  /** A successful login forgives the account's earlier wrong passwords (not the address's). */
  loginSucceeded(account: string): void {
    this.loginFailuresByAccount.forget(account);
  }

  clear(): void {
    for (const counter of [
      this.loginFailuresByAccount,
      this.loginFailuresByAddress,
      this.resetRequestsByAccount,
      this.resetRequestsByAddress,
      this.tokenFailuresByAddress,
      this.signUpsByAddress,
    ]) {
      counter.clear();
    }
    this.#lockedUntil.clear();
  }
}

const limiters = new WeakMap<MockState, RateLimiter>();

/** Forgets every count of the server on that state (the control API's reset calls it). */
export function clearRateLimits(state: MockState): void {
  limiters.get(state)?.clear();
}

type LimitedKey =
  | 'auth.token'
  | 'account.passwordResetRequest'
  | 'account.passwordResetVerify'
  | 'account.passwordReset'
  | 'account.createCustomer';

const LIMITED: readonly LimitedKey[] = [
  'auth.token',
  'account.passwordResetRequest',
  'account.passwordResetVerify',
  'account.passwordReset',
  'account.createCustomer',
];

const routeKeys = new Map<string, LimitedKey>(
  LIMITED.map((key) => [`${registry[key].method} ${toRoutePath(registry[key].path)}`, key]),
);

/** The user name a body names, as the server compares them, or '' when it names none. */
function accountOf(body: unknown): string {
  const userName = (body as { userName?: unknown } | null)?.userName;
  return typeof userName === 'string' ? userName.trim().toLowerCase() : '';
}

interface Refusal {
  waitMs: number;
  message: string;
}

function refusalOf(
  limiter: RateLimiter,
  key: LimitedKey,
  account: string,
  address: string,
  now: number,
): Refusal | null {
  const first = (...candidates: Refusal[]) => candidates.find((c) => c.waitMs > 0) ?? null;
  switch (key) {
    case 'auth.token':
      return first(
        { waitMs: limiter.lockedMs(account, now), message: ACCOUNT_LOCKED },
        { waitMs: limiter.loginFailuresByAccount.waitMs(account, now), message: ACCOUNT_LOCKED },
        { waitMs: limiter.loginFailuresByAddress.waitMs(address, now), message: TOO_MANY_LOGINS },
      );
    case 'account.passwordResetRequest':
      return first(
        { waitMs: limiter.resetRequestsByAccount.waitMs(account, now), message: TOO_MANY_RESETS },
        { waitMs: limiter.resetRequestsByAddress.waitMs(address, now), message: TOO_MANY_RESETS },
      );
    case 'account.passwordResetVerify':
    case 'account.passwordReset':
      return first({
        waitMs: limiter.tokenFailuresByAddress.waitMs(address, now),
        message: TOO_MANY_TOKEN_GUESSES,
      });
    case 'account.createCustomer':
      return first({
        waitMs: limiter.signUpsByAddress.waitMs(address, now),
        message: TOO_MANY_SIGN_UPS,
      });
  }
}

/** Whether the body passes the endpoint's contract: only then did the call reach the rules. */
function reachesRules(key: LimitedKey, body: unknown): boolean {
  return registry[key].body.schema.safeParse(body).success;
}

/** Counts an attempt that reached the rules, before its handler runs. */
function begin(limiter: RateLimiter, key: LimitedKey, attempt: Attempt, now: number): void {
  switch (key) {
    case 'auth.token':
      limiter.loginFailuresByAccount.begin(attempt.account);
      limiter.loginFailuresByAddress.begin(attempt.address);
      return;
    case 'account.passwordReset':
      limiter.tokenFailuresByAddress.begin(attempt.address);
      return;
    case 'account.passwordResetRequest':
      limiter.resetRequestsByAccount.add(attempt.account, now);
      limiter.resetRequestsByAddress.add(attempt.address, now);
      return;
    case 'account.passwordResetVerify':
      if (!attempt.tokenValid) limiter.tokenFailuresByAddress.add(attempt.address, now);
      return;
    case 'account.createCustomer':
      limiter.signUpsByAddress.add(attempt.address, now);
      return;
  }
}

/**
 * Settles an attempt from its status alone (the answer may be compressed by then): a login or a
 * reset has exactly one refusal by the rules, a 400 (wrong password, invalid link).
 */
function settle(
  limiter: RateLimiter,
  key: LimitedKey,
  attempt: Attempt,
  status: number,
  now: number,
): void {
  switch (key) {
    case 'auth.token':
      limiter.loginFailuresByAccount.end(attempt.account);
      limiter.loginFailuresByAddress.end(attempt.address);
      if (status === 200) limiter.loginSucceeded(attempt.account);
      else if (status === 400) limiter.loginFailed(attempt.account, attempt.address, now);
      return;
    case 'account.passwordReset':
      limiter.tokenFailuresByAddress.end(attempt.address);
      if (status === 400) limiter.tokenFailuresByAddress.add(attempt.address, now);
      return;
    default:
      return;
  }
}

interface Attempt {
  account: string;
  address: string;
  /** For a verify call: whether the presented token is good. */
  tokenValid: boolean;
}

/** The reset token a verify call presents, when it is a string. */
function presentedToken(body: unknown): string | undefined {
  const token = (body as { passwordtoken?: unknown } | null)?.passwordtoken;
  return typeof token === 'string' ? token : undefined;
}

function refuse(reply: FastifyReply, refusal: Refusal): FastifyReply {
  void reply.header('retry-after', String(Math.ceil(refusal.waitMs / 1000)));
  return sendProblem(reply, 429, refusal.message);
}

/** A route option's hooks as a list (the option takes one hook or several). */
const hooksOf = <Hook>(hooks: Hook | Hook[] | undefined): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Puts the limits on `app`'s limited routes: a request over a limit is a 429 problem with
 * Retry-After before its handler runs; every answer that reached the rules is counted. `false`
 * turns them off.
 */
export function registerRateLimits(
  app: FastifyInstance,
  state: MockState,
  overrides: Partial<RateLimitOptions> | false = {},
): void {
  if (overrides === false) return;
  const limiter = new RateLimiter({ ...DEFAULT_RATE_LIMITS, ...overrides });
  limiters.set(state, limiter);
  const attempts = new WeakMap<FastifyRequest, { key: LimitedKey; attempt: Attempt }>();

  const finish = (request: FastifyRequest, status: number) => {
    const entry = attempts.get(request);
    if (!entry) return;
    attempts.delete(request);
    settle(limiter, entry.key, entry.attempt, status, state.now().getTime());
  };

  const check = (
    key: LimitedKey,
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) => {
    const now = state.now().getTime();
    const account = accountOf(request.body);
    const refusal = refusalOf(limiter, key, account, request.ip, now);
    if (refusal) {
      void refuse(reply, refusal);
      return;
    }
    if (reachesRules(key, request.body)) {
      const token = presentedToken(request.body);
      const attempt = {
        account,
        address: request.ip,
        tokenValid: token !== undefined && resetTokenOwner(state, token) !== null,
      };
      begin(limiter, key, attempt, now);
      attempts.set(request, { key, attempt });
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
  };

  // The hooks go on the limited routes only (issue 27: every other call, the matchup page's
  // included, runs no rate-limit hook at all). Route hooks run after the server's own, as these
  // did: no other preHandler or onRequestAbort hook exists, and onResponse hooks are independent.
  app.addHook('onRoute', (route) => {
    const key =
      typeof route.method === 'string' ? routeKeys.get(`${route.method} ${route.url}`) : undefined;
    if (!key) return;
    route.preHandler = [
      ...hooksOf(route.preHandler),
      (request, reply, done) => {
        check(key, request, reply, done);
      },
    ];
    route.onResponse = [
      ...hooksOf(route.onResponse),
      (request, reply, done) => {
        finish(request, reply.statusCode);
        done();
      },
    ];
    route.onRequestAbort = [
      ...hooksOf(route.onRequestAbort),
      (request, done) => {
        finish(request, lostAnswerStatus(request) ?? 0);
        done();
      },
    ];
  });
}
