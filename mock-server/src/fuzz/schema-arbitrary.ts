import fc from 'fast-check';
import { z } from 'zod';

// fast-check arbitraries of a request part, read from the contract's own Zod schemas. Values are
// what travels (schema input), so a query's numbers may be numbers or their text. zod-fast-check
// (installed) does the same for most schemas but gives up on regex strings, refinements that
// filter most values and file fields: docs/decisions/115-fuzz-arbitraries.md.

/**
 * A value taken at send time from what the server answered earlier (pools.ts): a real offer id, slip
 * id or message guid reaches the domain code behind the contract checks, where random text cannot.
 */
export class PoolPick {
  constructor(
    readonly field: string,
    readonly index: number,
    readonly fallback: unknown,
  ) {}
}

/** A JSON number written verbatim into the body: `1e309` parses to Infinity, `1e-400` to 0. */
export class RawNumber {
  constructor(readonly text: string) {}
}

/** Longest array generated for a valid value: enough to exercise lists, small enough to stay fast. */
const MAX_ITEMS = 4;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const money = fc.oneof(
  fc.integer({ min: 1, max: 20_000 }).map((cents) => cents / 100),
  fc.constantFrom(1, 5, 10, 25, 50, 100),
);

function numberArbitrary(schema: z.ZodNumber): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  let int = false;
  for (const check of schema._def.checks) {
    if (check.kind === 'int') int = true;
    else if (check.kind === 'min') min = check.inclusive ? check.value : check.value + 0.01;
    else if (check.kind === 'max') max = check.inclusive ? check.value : check.value - 0.01;
  }
  if (int) {
    const low = Math.max(Math.ceil(min), -1_000_000);
    const high = Math.max(low, Math.min(Math.floor(max), 1_000_000));
    const clamp = (value: number) => Math.min(Math.max(value, low), high);
    return fc.oneof(
      fc.integer({ min: clamp(0), max: clamp(10) }),
      fc.integer({ min: low, max: high }),
    );
  }
  return fc
    .oneof(money, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }))
    .filter((value) => value >= min && value <= max);
}

function stringArbitrary(schema: z.ZodString): fc.Arbitrary<string> {
  let minLength = 0;
  let maxLength = 24;
  let regex: RegExp | undefined;
  let email = false;
  for (const check of schema._def.checks) {
    if (check.kind === 'min') minLength = check.value;
    else if (check.kind === 'max') maxLength = Math.min(maxLength, check.value);
    else if (check.kind === 'length') minLength = maxLength = check.value;
    else if (check.kind === 'regex') regex = check.regex;
    else if (check.kind === 'email') email = true;
  }
  maxLength = Math.max(maxLength, minLength);
  if (regex?.source === ISO_DAY.source) {
    // Mostly days near today (where the seeded data is), sometimes any text of the right shape.
    const nearToday = fc
      .integer({ min: -40, max: 10 })
      .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
    return fc.oneof(
      { weight: 3, arbitrary: nearToday },
      { weight: 1, arbitrary: fc.stringMatching(regex) },
    );
  }
  if (regex) return fc.stringMatching(regex);
  if (email) return fc.emailAddress();
  const words = fc
    .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789 -_'.split('')), {
      minLength: Math.max(minLength, 1),
      maxLength,
    })
    .map((chars) => chars.join(''));
  return fc.oneof(
    { weight: 3, arbitrary: words },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength }) },
  );
}

/** Fields whose valid values are better drawn from the server's own answers (pools.ts). */
const POOLED = /(id|guid|name|number|code|league|link|amount)$/i;

/** Valid (or very nearly valid: refinements are not filtered) input of a schema. */
export function validOf(schema: z.ZodTypeAny, field = ''): fc.Arbitrary<unknown> {
  const base = plainValidOf(schema, field);
  if (!field || !POOLED.test(field) || !isLeaf(schema)) return base;
  return fc.oneof(
    { weight: 1, arbitrary: base },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.nat({ max: 1000 }), base)
        .map(([index, fallback]) => new PoolPick(field, index, fallback)),
    },
  );
}

function isLeaf(schema: z.ZodTypeAny): boolean {
  const inner = unwrap(schema);
  return inner instanceof z.ZodString || inner instanceof z.ZodNumber;
}

/** The schema under optional, nullable, default, refinements and pipelines (their input side). */
export function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return unwrap(schema.unwrap() as z.ZodTypeAny);
  if (schema instanceof z.ZodDefault) return unwrap(schema.removeDefault() as z.ZodTypeAny);
  if (schema instanceof z.ZodEffects) return unwrap(schema.innerType() as z.ZodTypeAny);
  if (schema instanceof z.ZodPipeline) return unwrap(schema._def.in as z.ZodTypeAny);
  if (schema instanceof z.ZodUnion) {
    const first = (schema.options as z.ZodTypeAny[])[0];
    return first ? unwrap(first) : schema;
  }
  return schema;
}

function plainValidOf(schema: z.ZodTypeAny, field: string): fc.Arbitrary<unknown> {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodTypeAny>;
    const entries = Object.entries(shape);
    const arbitraries = Object.fromEntries(
      entries.map(([key, value]) => [key, validOf(value, key)]),
    );
    const requiredKeys = entries.filter(([, value]) => !value.isOptional()).map(([key]) => key);
    return fc.record(arbitraries, { requiredKeys });
  }
  if (schema instanceof z.ZodString) return stringArbitrary(schema);
  if (schema instanceof z.ZodNumber) return numberArbitrary(schema);
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  if (schema instanceof z.ZodLiteral) return fc.constant(schema.value);
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...(schema.options as string[]));
  if (schema instanceof z.ZodNativeEnum) {
    return fc.constantFrom(...Object.values(schema.enum as Record<string, string | number>));
  }
  if (schema instanceof z.ZodOptional) {
    return fc.option(validOf(schema.unwrap() as z.ZodTypeAny, field), { nil: undefined, freq: 4 });
  }
  if (schema instanceof z.ZodNullable) {
    return fc.option(validOf(schema.unwrap() as z.ZodTypeAny, field), { nil: null, freq: 4 });
  }
  if (schema instanceof z.ZodDefault) return validOf(schema.removeDefault() as z.ZodTypeAny, field);
  if (schema instanceof z.ZodEffects) return validOf(schema.innerType() as z.ZodTypeAny, field);
  if (schema instanceof z.ZodPipeline) {
    // What the output side accepts is mostly valid input too (queryInt().pipe(literal 4 or 5)).
    return fc.oneof(
      { weight: 3, arbitrary: validOf(schema._def.out as z.ZodTypeAny, field) },
      { weight: 1, arbitrary: validOf(schema._def.in as z.ZodTypeAny, field) },
    );
  }
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) {
    const options = [...(schema.options as Iterable<z.ZodTypeAny>)];
    return fc.oneof(...options.map((option) => validOf(option, field)));
  }
  if (schema instanceof z.ZodArray) {
    const { minLength, maxLength } = schema._def;
    const min = minLength?.value ?? 0;
    const max = Math.max(min, Math.min(maxLength?.value ?? MAX_ITEMS, MAX_ITEMS));
    return fc.array(validOf(schema.element as z.ZodTypeAny, field), {
      minLength: min,
      maxLength: max,
    });
  }
  if (schema instanceof z.ZodRecord) {
    return fc.dictionary(
      fc.string({ maxLength: 8 }),
      validOf(schema.valueSchema as z.ZodTypeAny, field),
      {
        maxKeys: MAX_ITEMS,
      },
    );
  }
  return fc.jsonValue({ maxDepth: 2 });
}
