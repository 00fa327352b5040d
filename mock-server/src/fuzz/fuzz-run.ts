import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { EndpointDef } from '@sportsbook/contracts/endpoint';
import { registry } from '@sportsbook/contracts/registry';
import { BAD_TOKENS, type FuzzCase } from './fuzz-case.ts';
import {
  concreteRequest,
  describeRequest,
  send,
  Sessions,
  type ConcreteRequest,
  type Outcome,
} from './fuzz-request.ts';
import { FuzzStats, judge } from './oracle.ts';
import { Pools } from './pools.ts';

// Knobs: FUZZ_RUNS (generated requests per call; sequences per property), FUZZ_SEED (the run's
// fast-check seed; fixed by default so CI repeats itself) and FUZZ_REPORT (a file the counts of
// each test file are appended to, as JSON lines, for docs/reliability.md).

const positiveInt = (text: string | undefined, fallback: number) => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
};

export const FUZZ_SEED = positiveInt(process.env.FUZZ_SEED, 20_261_114);
export const FUZZ_RUNS = positiveInt(process.env.FUZZ_RUNS, 6);

/** A test's time limit for this many requests: vitest's 20 s, or 100 ms a request on a busy box. */
export const fuzzTimeout = (requests: number) => Math.max(20_000, requests * 100);

/** FUZZ_LOG=1 prints the server's own error log (stack traces of 5xx answers). */
export const fuzzLogger = () => (process.env.FUZZ_LOG ? { level: 'error' } : false);

/**
 * fast-check's reporter without the generated case (long and full of pool picks): the seed and
 * path to replay, and the concrete request the error names.
 */
export function reportFailure<T>(details: fc.RunDetails<T>): void {
  if (!details.failed) return;
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : 'no error';
  const example = fc.stringify(details.counterexample);
  throw new Error(
    `Fuzz failure (seed ${details.seed}, path "${details.counterexamplePath ?? ''}", ` +
      `FUZZ_RUNS ${FUZZ_RUNS}):\n${cause}\n  case: ${example.length > 1500 ? `${example.slice(0, 1500)}…` : example}`,
  );
}

/** One app under fuzz: its personas' sessions, the values it answered, the counts. */
export class FuzzTarget {
  readonly sessions: Sessions;
  readonly pools = new Pools();
  readonly stats = new FuzzStats();

  /** `transport` sends a request; by default through app.inject (fuzz-http.ts: a real socket). */
  constructor(
    readonly app: FastifyInstance,
    private readonly transport: (request: ConcreteRequest) => Promise<Outcome> = (request) =>
      send(app, request),
  ) {
    this.sessions = new Sessions(app);
  }

  /** Sends one generated request; throws with a reproducer when the answer breaks a rule. */
  async run(fuzz: FuzzCase, mode: 'valid' | 'invalid' | 'sequence' = fuzz.mode): Promise<Outcome> {
    const request = await concreteRequest(fuzz, this.sessions, this.pools);
    const outcome = await this.transport(request);
    const verdict = judge(fuzz.key, outcome);
    this.stats.record(fuzz.key, outcome.status, mode, verdict.undeclared);
    const def: EndpointDef = registry[fuzz.key];
    const violations = [...verdict.violations];
    const badToken = (BAD_TOKENS as readonly string[]).includes(fuzz.token);
    const wellFormed = fuzz.encoding === 'json' && fuzz.upload === 'png';
    if (def.auth === 'bearer' && badToken && wellFormed && outcome.status !== 401) {
      violations.push(`a ${fuzz.token} token answered ${outcome.status}, not 401`);
    }
    if (def.auth === 'bearer' && !badToken && outcome.status === 401) {
      violations.push('a live session answered 401');
    }
    if (violations.length) {
      throw new Error(
        [
          `${fuzz.key} (${fuzz.mode}, persona ${fuzz.persona}, token ${fuzz.token}):`,
          ...violations.map((violation) => `  - ${violation}`),
          `  request: ${describeRequest(request)}`,
          `  answer: ${outcome.status} ${outcome.contentType} ${outcome.body.slice(0, 300)}`,
        ].join('\n'),
      );
    }
    if (verdict.json !== undefined) this.pools.harvest(verdict.json);
    const authorization = request.headers.authorization;
    if (fuzz.key === 'auth.logout' && outcome.status === 200 && authorization) {
      this.sessions.forget(authorization.replace(/^bearer\s+/i, ''));
    }
    return outcome;
  }

  /** Appends this target's counts to FUZZ_REPORT (when set) under a name. */
  report(name: string): void {
    const file = process.env.FUZZ_REPORT;
    if (!file) return;
    const line = { name, seed: FUZZ_SEED, runs: FUZZ_RUNS, ...this.stats.toJSON() };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
}
