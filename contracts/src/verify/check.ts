import type { ZodIssue, ZodTypeAny } from 'zod';
import { ProblemSchema } from '../http/problem.ts';
import { formatPath, type PathStep } from './paths.ts';
import type { Violation } from './types.ts';

/** An answer as it came off the wire. */
export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

const MAX_GOT = 80;

/** A short, one-line picture of a value for the `got` column. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array(${value.length})`;
  if (typeof value === 'string') {
    const shown = value.length > MAX_GOT ? `${value.slice(0, MAX_GOT)}…` : value;
    return `string ${JSON.stringify(shown)}`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${value}`;
  return typeof value;
}

function valueAt(root: unknown, steps: readonly PathStep[]): unknown {
  let value = root;
  for (const step of steps) {
    if (typeof value !== 'object' || value === null) return undefined;
    const next: unknown = Reflect.get(value, step);
    value = next;
  }
  return value;
}

function expectedOf(issue: ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_enum_value':
      return `one of ${issue.options.map((o) => JSON.stringify(o)).join(', ')}`;
    case 'invalid_literal':
      return JSON.stringify(issue.expected);
    case 'invalid_union':
      return 'one of the shapes the contract allows';
    default:
      // Custom messages often start so ('Expected an integer'): the line already says "expected".
      return issue.message.replace(/^expected\s+/i, '');
  }
}

/** Zod issues as violations, the same break in every element of a list folded into one. */
export function issuesToViolations(
  endpoint: string,
  location: string,
  issues: readonly ZodIssue[],
  root: unknown,
): Violation[] {
  const byKey = new Map<string, Violation>();
  for (const issue of issues) {
    const path = formatPath(location, issue.path);
    const got = describeValue(valueAt(root, issue.path)).replace(/ .*$/s, '');
    const expected = expectedOf(issue);
    const key = `${path}|${expected}|${got}`;
    const seen = byKey.get(key);
    if (seen) seen.count += 1;
    else byKey.set(key, { endpoint, path, expected, got, count: 1 });
  }
  return [...byKey.values()];
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Status, content type and body of one answer against the contract: `schema` for a 200, a problem
 * document (application/problem+json) for an error status the call expects.
 */
export function checkAnswer(
  endpoint: string,
  answer: RawAnswer,
  schema: ZodTypeAny,
  expectedStatus = 200,
): Violation[] {
  const v = (path: string, expected: string, got: string): Violation => ({
    endpoint,
    path,
    expected,
    got,
    count: 1,
  });
  const problemExpected = expectedStatus >= 400;
  if (answer.status !== expectedStatus) {
    const body = parseJson(answer.text);
    const problem = body.ok ? ProblemSchema.safeParse(body.value) : undefined;
    const said = problem?.success ? `: ${problem.data.message ?? problem.data.title}` : '';
    return [v('status', String(expectedStatus), `${answer.status}${said}`)];
  }
  const mediaType = answer.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const wantedType = problemExpected ? 'application/problem+json' : 'application/json';
  const violations: Violation[] = [];
  if (mediaType !== wantedType) {
    violations.push(v('header.content-type', wantedType, mediaType || 'missing'));
  }
  const body = parseJson(answer.text);
  if (!body.ok) return [...violations, v('body', 'JSON', describeValue(answer.text))];
  const check = (problemExpected ? ProblemSchema : schema).safeParse(body.value);
  if (check.success) return violations;
  return [...violations, ...issuesToViolations(endpoint, 'body', check.error.issues, body.value)];
}
