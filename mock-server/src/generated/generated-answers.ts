import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { z } from 'zod';
import type { EndpointDef } from '@sportsbook/contracts/endpoint';
import { hubEvents, type HubEventName, type HubEventPayload } from '@sportsbook/contracts/hub';
import { registry, type EndpointKey } from '@sportsbook/contracts/registry';
import { bearerToken, type DispatchRequest, type DispatchResult } from '../http/dispatch.ts';
import { parseInput } from '../http/parse-input.ts';
import { problem } from '../http/problem.ts';
import { answerOf, type AnswerContext } from './answer-arbitrary.ts';

// `--answers generated` (decision 187): every call answered with a value generated from its
// response schema instead of the seeded world, as a backend the contract allows but we never wrote
// would answer. Each answer is a function of the seed, the endpoint, the caller and the request:
// the same call gets the same answer, from run to run too; other calls get other answers.

const DAY_MS = 86_400_000;

/** Request fields that do not choose the answer: the password, the client id, the clock. */
const IGNORED_KEYS = new Set(['password', 'clientId']);
const DATE_LIKE = /^\d{4}-\d{2}-\d{2}/;

/** Text of a request's parsed input with keys sorted; what changes with the clock left out. */
function canonical(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return DATE_LIKE.test(value) ? '"<date>"' : JSON.stringify(value);
  if (typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Blob) return '"<file>"';
  const entries = Object.entries(value)
    .filter(([key, item]) => !IGNORED_KEYS.has(key) && item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
}

/** A 32-bit seed for fast-check from any text. */
function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readInt32LE(0);
}

/** How many differently seeded tries an answer gets before the server gives up (a defect here). */
const TRIES = 8;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class GeneratedAnswerError extends Error {}

/** The user name of a login's parsed input, trimmed. */
function loginNameOf(input: unknown): string | null {
  if (!isRecord(input) || !isRecord(input.body)) return null;
  const { userName } = input.body;
  return typeof userName === 'string' ? userName.trim() : null;
}

/** One hub push: an event and its argument. */
export type GeneratedPush = {
  [E in HubEventName]: { event: E; payload: HubEventPayload<E> };
}[HubEventName];

export class GeneratedAnswers {
  /** Tokens this mode issued, with the user name of the session each came with. */
  readonly #sessions = new Map<string, string>();
  readonly #arbitraries = new Map<string, fc.Arbitrary<unknown>>();
  readonly #context: AnswerContext;

  #seed: number;

  constructor(seed: number, now: () => Date = () => new Date()) {
    this.#seed = seed;
    // Near dates are drawn around the start of the mock's day: the same all day long.
    this.#context = { reference: () => Math.floor(now().getTime() / DAY_MS) * DAY_MS };
  }

  get seed(): number {
    return this.#seed;
  }

  /**
   * Answers as a server started with this seed would (the control API's `PUT /__mock/answers`):
   * the sessions issued so far end; returns their tokens.
   */
  reseed(seed: number): string[] {
    this.#seed = seed;
    const ended = [...this.#sessions.keys()];
    this.#sessions.clear();
    return ended;
  }

  /** The user name of a token this mode issued, or null. */
  userOf(token: string): string | null {
    return this.#sessions.get(token) ?? null;
  }

  liveTokens(): ReadonlySet<string> {
    return new Set(this.#sessions.keys());
  }

  /** The bearer token of a user name's session: the same for every login with that name. */
  tokenOf(userName: string): string {
    const digest = createHash('sha256')
      .update(`${this.#seed}|token|${userName}`)
      .digest('base64url');
    return `gen-${digest.slice(0, 32)}`;
  }

  /** The answer to one call, validated against its schema (the caller has checked the input). */
  answer(key: EndpointKey, input: unknown, token: string | undefined): unknown {
    const def: EndpointDef = registry[key];
    const login = key === 'auth.token' ? loginNameOf(input) : null;
    // A login's answer depends on the user name alone; a bearer call's on its session too.
    const chosenBy =
      login !== null
        ? JSON.stringify(login)
        : `${def.auth === 'bearer' ? (token ?? '') : ''}|${canonical(input)}`;
    const value = this.#sample(key, def.response, `${this.#seed}|${key}|${chosenBy}`);
    if (login !== null && isRecord(value)) {
      // The two fields of a session that are not free: a token the browser can send back in a
      // header (the contract only says "text"), and the user name that logged in, which the
      // client opens the hub with (`?account=`).
      const token = this.tokenOf(login);
      value.token = token;
      value.userName = login;
      this.#sessions.set(token, login);
    }
    return value;
  }

  /** The n-th push to a user's connections: a balance or a message, in turn. */
  push(userName: string, n: number): GeneratedPush {
    const chosenBy = `${this.#seed}|hub|${userName}|${n}`;
    if (n % 2 === 0) {
      const schema = hubEvents.UserBalanceUpdate;
      const payload = schema.parse(this.#sample('hub.UserBalanceUpdate', schema, chosenBy));
      return { event: 'UserBalanceUpdate', payload };
    }
    const schema = hubEvents.ReceiveMessage;
    const payload = schema.parse(this.#sample('hub.ReceiveMessage', schema, chosenBy));
    return { event: 'ReceiveMessage', payload };
  }

  /**
   * The request pipeline of this mode: injected status faults, 401 for a token it did not issue,
   * 415, the request's contract (400 with field paths), then the generated answer.
   */
  dispatch(key: EndpointKey, request: DispatchRequest): DispatchResult {
    const def: EndpointDef = registry[key];
    const fault = request.fault ?? null;
    if (fault && 'status' in fault) return fail(fault.status, `Injected failure for ${key}`);
    const token = bearerToken(request.authorization);
    const known = token !== undefined && this.#sessions.has(token);
    if (def.auth === 'bearer' && !known)
      return fail(401, 'Your session has expired. Please log in again.');
    if (request.wrongMediaType)
      return fail(
        415,
        def.body?.kind === 'multipart' ? 'Expected multipart/form-data' : 'Expected JSON',
      );
    const input = parseInput(def, request);
    if (!input.ok) return fail(400, 'The request does not match the contract', input.issues);
    return { status: 200, body: this.answer(key, input.value, known ? token : undefined) ?? null };
  }

  #arbitrary(name: string, schema: z.ZodTypeAny): fc.Arbitrary<unknown> {
    let arbitrary = this.#arbitraries.get(name);
    if (!arbitrary) {
      arbitrary = answerOf(schema, this.#context);
      this.#arbitraries.set(name, arbitrary);
    }
    return arbitrary;
  }

  #sample(name: string, schema: z.ZodTypeAny, chosenBy: string): unknown {
    const arbitrary = this.#arbitrary(name, schema);
    const first = seedOf(chosenBy);
    let issues = '';
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const [value] = fc.sample(arbitrary, { seed: first + attempt, numRuns: 1 });
      const check = schema.safeParse(value);
      if (check.success) return value;
      issues = check.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    }
    throw new GeneratedAnswerError(`No answer of ${name} within its schema: ${issues}`);
  }
}

const fail = (status: number, message: string, issues?: Parameters<typeof problem>[2]) =>
  ({ status, body: problem(status, message, issues), problem: true }) as const;
