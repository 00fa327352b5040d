import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registry } from '@sportsbook/contracts/registry';
import type { MockState } from '../db/state.ts';
import { failureHooks, failureLimits, type FailureRule } from './failure-limits.ts';
import { mockClockStore } from './mock-clock-store.ts';
import { sendProblem } from './problem.ts';
import {
  DEFAULT_RATE_LIMITS,
  TOO_MANY_RESETS,
  TOO_MANY_SIGN_UPS,
  accountOf,
  type Limit,
  type RateLimitOptions,
} from './rate-limit-rules.ts';
import { toRoutePath } from './route-path.ts';

// The limits of decision 088 on their five routes. Those that count a request when it arrives
// (reset mails, sign-ups) are @fastify/rate-limit's; those that count outcomes (wrong passwords,
// invalid reset tokens) are failure-limits.ts's (decision 166).

const clearers = new WeakMap<MockState, () => void>();

/** Forgets every count of the server on that state (the control API's reset calls it). */
export function clearRateLimits(state: MockState): void {
  clearers.get(state)?.();
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

/** Whether the body passes the endpoint's contract: only then did the call reach the rules. */
const reachesRules =
  (key: LimitedKey) =>
  (body: unknown): boolean =>
    registry[key].body.schema.safeParse(body).success;

function refuse(reply: FastifyReply, waitSeconds: number, message: string): FastifyReply {
  void reply.header('retry-after', String(waitSeconds));
  return sendProblem(reply, 429, message);
}

type RateCheck = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * A preHandler counting every request that reached the rules against each limit in turn, on
 * arrival (parallel requests included); the first limit it overflows refuses it. A body the
 * contract refuses counts nothing, but is refused too while a limit is full. The plugin runs one
 * limit per route through its own hook; the reset mails have two, so the hook is ours.
 */
function onArrival(key: LimitedKey, message: string, checks: RateCheck[]) {
  const reaches = reachesRules(key);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const increment = reaches(request.body);
    for (const check of checks) {
      const result = await check(request, { increment });
      if (result.isAllowed) continue;
      if (increment ? result.isExceeded : result.remaining === 0)
        return refuse(reply, Math.max(1, result.ttlInSeconds), message);
    }
  };
}

/** A route option's hooks as a list (the option takes one hook or several). */
const hooksOf = <Hook>(hooks: Hook | Hook[] | undefined): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Puts the limits on `app`'s limited routes: a request over a limit is a 429 problem with
 * Retry-After before its handler runs. `false` turns them off. Call before the routes are added.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  state: MockState,
  overrides: Partial<RateLimitOptions> | false = {},
): Promise<void> {
  if (overrides === false) return;
  const options = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const failures = failureLimits(state, options);
  const store = mockClockStore(() => state.now().getTime());
  clearers.set(state, () => {
    failures.clear();
    store.clear();
  });

  // No global limit: the plugin adds no hook to any route; the checks below are all it does.
  await app.register(fastifyRateLimit, { global: false, store: store.Store });
  const limit = ({ max, windowMs }: Limit, keyOf: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: keyOf });
  const byAccount = (request: FastifyRequest) => accountOf(request.body);
  const byAddress = (request: FastifyRequest) => request.ip;
  const arrivals = {
    'account.passwordResetRequest': onArrival('account.passwordResetRequest', TOO_MANY_RESETS, [
      limit(options.resetRequestsPerAccount, byAccount),
      limit(options.resetRequestsPerAddress, byAddress),
    ]),
    'account.createCustomer': onArrival('account.createCustomer', TOO_MANY_SIGN_UPS, [
      limit(options.signUpsPerAddress, byAddress),
    ]),
  };
  const outcomes: Record<Exclude<LimitedKey, keyof typeof arrivals>, FailureRule> = {
    'auth.token': failures.rules.login,
    'account.passwordResetVerify': failures.rules.verify,
    'account.passwordReset': failures.rules.reset,
  };

  // The hooks go on the limited routes only (issue 27: every other call, the matchup page's
  // included, runs no rate-limit hook at all). Route hooks run after the server's own, as these
  // did: no other preHandler or onRequestAbort hook exists, and onResponse hooks are independent.
  app.addHook('onRoute', (route) => {
    const key =
      typeof route.method === 'string' ? routeKeys.get(`${route.method} ${route.url}`) : undefined;
    if (!key) return;
    if (key === 'account.passwordResetRequest' || key === 'account.createCustomer') {
      route.preHandler = [...hooksOf(route.preHandler), arrivals[key]];
      return;
    }
    const hooks = failureHooks(state, outcomes[key], reachesRules(key), (reply, refusal) => {
      void refuse(reply, Math.ceil(refusal.waitMs / 1000), refusal.message);
    });
    route.preHandler = [...hooksOf(route.preHandler), hooks.preHandler];
    route.onResponse = [...hooksOf(route.onResponse), hooks.onResponse];
    route.onRequestAbort = [...hooksOf(route.onRequestAbort), hooks.onRequestAbort];
  });
}
