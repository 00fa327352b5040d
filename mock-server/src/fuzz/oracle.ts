import { responsesOf, type EndpointDef } from '@sportsbook/contracts/endpoint';
import { ProblemSchema } from '@sportsbook/contracts/problem';
import { registry, type EndpointKey } from '@sportsbook/contracts/registry';
import type { Outcome } from './fuzz-request.ts';

// What every answer must be, whatever was asked: never a 5xx; a 2xx is JSON its call's response
// schema accepts; a 4xx is a problem+json document carrying its own status.

/** Statuses any call may answer whatever its contract lists: transport-level refusals. */
const TRANSPORT_STATUSES = new Set([404, 405, 413, 414, 415, 429, 431]);

export interface Verdict {
  /** Broken rules: the request is a reproducer of a defect. */
  violations: string[];
  /** A parsed 2xx body, for the pools. */
  json?: unknown;
  /** A 4xx the call's contract does not list (reported, not a failure). */
  undeclared?: number;
}

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

export function judge(key: EndpointKey, outcome: Outcome): Verdict {
  const def: EndpointDef = registry[key];
  const { status, contentType, body } = outcome;
  const violations: string[] = [];
  if (status >= 500) {
    violations.push(`${status} answer: ${body.slice(0, 400)}`);
    return { violations };
  }
  if (status >= 200 && status < 300) {
    if (!contentType.startsWith('application/json')) {
      violations.push(`2xx with content-type '${contentType}'`);
    }
    const json = parseJson(body);
    if (!json.ok) return { violations: [...violations, '2xx body is not JSON'] };
    const check = def.response.safeParse(json.value);
    if (!check.success) {
      const issues = check.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      violations.push(`2xx off the response schema: ${issues.slice(0, 5).join('; ')}`);
    }
    return { violations, json: json.value };
  }
  if (status >= 400) {
    if (!contentType.startsWith('application/problem+json')) {
      violations.push(`${status} with content-type '${contentType}' (not problem+json)`);
    }
    const json = parseJson(body);
    const problem = json.ok ? ProblemSchema.safeParse(json.value) : undefined;
    if (!problem?.success) violations.push(`${status} body is not a problem document`);
    else if (problem.data.status !== status) {
      violations.push(`${status} answer whose problem says status ${problem.data.status}`);
    }
    const declared = responsesOf(def).has(status) || TRANSPORT_STATUSES.has(status);
    return { violations, ...(declared ? {} : { undeclared: status }) };
  }
  violations.push(`unexpected status ${status}`);
  return { violations };
}

/** Counts of a run: requests per call and status, and the statuses calls do not declare. */
export class FuzzStats {
  readonly byCall = new Map<EndpointKey, Map<number, number>>();
  readonly undeclared = new Map<string, number>();
  readonly byMode = { valid: 0, invalid: 0, sequence: 0 };

  record(key: EndpointKey, status: number, mode: keyof FuzzStats['byMode'], undeclared?: number) {
    const statuses = this.byCall.get(key) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    this.byCall.set(key, statuses);
    this.byMode[mode] += 1;
    if (undeclared !== undefined) {
      const name = `${key} ${undeclared}`;
      this.undeclared.set(name, (this.undeclared.get(name) ?? 0) + 1);
    }
  }

  get total(): number {
    return this.byMode.valid + this.byMode.invalid + this.byMode.sequence;
  }

  toJSON() {
    const statuses = new Map<number, number>();
    for (const counts of this.byCall.values()) {
      for (const [status, count] of counts)
        statuses.set(status, (statuses.get(status) ?? 0) + count);
    }
    return {
      total: this.total,
      byMode: this.byMode,
      statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
      byCall: Object.fromEntries(
        [...this.byCall].map(([key, counts]) => [
          key,
          Object.fromEntries([...counts].sort(([a], [b]) => a - b)),
        ]),
      ),
      undeclared: Object.fromEntries(this.undeclared),
    };
  }
}
