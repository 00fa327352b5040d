// Hand-written checks for the few payloads a first visit to /login reads (decision 161): the
// region check's answer, a problem document, the stored session, the login form. They answer as
// their zod schemas do (a test holds each guard to its schema) without loading zod. The schemas
// stay the source of truth: the types come from them, and OpenAPI, the mock server and every
// other call use them. Every page loads this code, so it is kept small.

/** Why an untrusted value was refused: a dotted path ('teasers.0.id') and what was wrong. */
export interface GuardIssue {
  path: string;
  message: string;
}

/** What a guard answers: the value as its schema would parse it, or why not. */
export type Checked<T> = { success: true; data: T } | { success: false; issues: GuardIssue[] };

/** A zod-free stand-in for one schema's `safeParse`. */
export interface Guard<T> {
  safeParse(value: unknown): Checked<T>;
}

/** `path.key`, or `key` at the root: zod's issue paths joined with dots. */
const at = (path: string, key: string | number): string => (path ? `${path}.${key}` : `${key}`);

/** What z.object accepts: an object that is no array, date, map, set or promise. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date || value instanceof Map || value instanceof Set) &&
  !(
    'then' in value &&
    typeof value.then === 'function' &&
    typeof Reflect.get(value, 'catch') === 'function'
  );

/** Rules of z.number(): .int(), .nonnegative(), .positive(). */
export interface NumberRules {
  int?: boolean;
  nonnegative?: boolean;
  positive?: boolean;
}

/**
 * One reading of an untrusted value. Each read notes what it refuses and still answers a value of
 * the wanted type, so a guard builds its answer in one pass; `done` keeps it only when nothing was
 * refused. Under a refused object nothing more is noted: its fields would only repeat it.
 */
export class Reading {
  readonly issues: GuardIssue[] = [];
  private readonly refused: string[] = [];

  refuse(path: string, message: string): void {
    if (!this.refused.some((prefix) => path.startsWith(prefix)))
      this.issues.push({ path, message });
  }

  done<T>(data: T): Checked<T> {
    const { issues } = this;
    return issues.length ? { success: false, issues } : { success: true, data };
  }

  /** z.object: its fields, read one by one (unknown keys are left out: a guard copies what it reads). */
  object(value: unknown, path: string): Fields {
    if (isPlainObject(value)) return new Fields(this, value, path);
    this.expected(path, 'object', value);
    this.refused.push(path && `${path}.`);
    return new Fields(this, {}, path);
  }

  expected(path: string, type: string, value: unknown): void {
    this.refuse(path, value === undefined ? 'Required' : `Expected ${type}`);
  }
}

/** The fields of one object being read, each read at its own path. */
export class Fields {
  constructor(
    readonly reading: Reading,
    readonly value: Record<string, unknown>,
    readonly path: string,
  ) {}

  /** Reads one field: its value when `ok`, else `fallback` once the refusal is noted. */
  private read<T>(key: string, type: string, ok: (value: unknown) => value is T, fallback: T): T {
    const value = this.value[key];
    if (ok(value)) return value;
    this.reading.expected(at(this.path, key), type, value);
    return fallback;
  }

  private outOfRange(key: string, refused: boolean): void {
    if (refused) this.reading.refuse(at(this.path, key), 'Out of range');
  }

  /** z.string(), with .min(min). */
  string(key: string, min = 0): string {
    const text = this.read(key, 'string', isString, '');
    this.outOfRange(key, isString(this.value[key]) && text.length < min);
    return text;
  }

  /** z.number() (NaN refused, ±Infinity let through unless .int()), with its rules. */
  number(key: string, { int, nonnegative, positive }: NumberRules = {}): number {
    const value = this.read(key, 'number', isNumber, 0);
    this.outOfRange(
      key,
      (int === true && !Number.isInteger(value)) ||
        (nonnegative === true && value < 0) ||
        (positive === true && value <= 0),
    );
    return value;
  }

  boolean(key: string): boolean {
    return this.read(key, 'boolean', isBoolean, false);
  }

  /** z.array(item): each item read at its index (a hole reads as undefined, as in zod). */
  array<T>(key: string, item: (value: unknown, path: string) => T): T[] {
    const path = at(this.path, key);
    return Array.from(this.read(key, 'array', isArray, []), (element: unknown, index) =>
      item(element, at(path, index)),
    );
  }

  object(key: string): Fields {
    return this.reading.object(this.value[key], at(this.path, key));
  }

  /** .optional(): an undefined field reads as undefined, any other through `read`. */
  optional<T>(key: string, read: (key: string) => T): T | undefined {
    return this.value[key] === undefined ? undefined : read(key);
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
// z.number() refuses NaN.
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && !Number.isNaN(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
