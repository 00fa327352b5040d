import fc from 'fast-check';
import { z } from 'zod';

// fast-check arbitraries of what a backend may answer, read from the contract's Zod schemas (the
// input side: what travels). Unlike fuzz/schema-arbitrary.ts, which makes requests, these lean on
// purpose toward the edges each schema allows and a seeded world never shows: empty and long
// lists, long and odd text, large and awkward numbers, nulls, defaults left out, codes the client
// does not know, dates far away. Every value stays inside the schema (refinements included) and
// inside the OpenAPI document's formats: uuid fields carry uuids and date-time fields RFC 3339
// date-times (decision 187).

export interface AnswerContext {
  /** The instant "near" dates are drawn around (the mock's clock, at the start of its day). */
  readonly reference: () => number;
}

/** How many leaves (fields) a long list may hold in all; its length follows its items' size. */
const LEAF_BUDGET = 12_000;
const LONG_MIN = 6;
const LONG_MAX = 250;

const WORDS = [
  'Arsenal',
  'Real Madrid',
  'Los Angeles Lakers',
  'Over 2.5',
  'Money line',
  'Spread',
  'Total',
  '1st Half',
  'Premier League',
  'NBA',
  'Deposit',
  'Withdrawal',
  'Branch',
  'Juan Pérez',
  'Q4',
  'Team',
];

/** Text a real backend's UTF-8 JSON can carry and a seeded world never does. */
export const ODD_TEXT: readonly string[] = [
  ' ',
  '   padded on both sides   ',
  'Ünïcödé ñ ß ø Ægir',
  '中文队名 测试',
  'نادي الرياض السعودي',
  'עברית מימין לשמאל',
  '⚽🏀🎾 👨‍👩‍👧‍👦 🇪🇸',
  'zero\u200bwidth\u200bspaces',
  'e\u0301\u0301\u0301 combining marks',
  '<b>bold</b> & <script>alert(1)</script>',
  '{{curly}} ${dollar} %s %d {0} $t(key)',
  'line\nbreak\r\nand\ttab',
  'null',
  'undefined',
  'NaN',
  '0',
  '-1',
  'true',
  'slash/and?query=1#hash%20&amp;',
  '../../etc/passwd',
  'control \u0007 and nul \u0000 end',
  'quote \' " ` backslash \\',
  'ALL CAPS VERY LOUD TEXT',
];

const LONG_LENGTHS = [120, 600, 2_000];

/** One long text: words that wrap, or one word that cannot. */
const longText = fc
  .tuple(fc.constantFrom(...LONG_LENGTHS), fc.boolean())
  .map(([length, wraps]) =>
    (wraps ? 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. ' : 'Supercalifragilistic')
      .repeat(Math.ceil(length / 20))
      .slice(0, length),
  );

const ordinaryText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...WORDS) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...WORDS), fc.integer({ min: 1, max: 999 }))
      .map(([word, n]) => `${word} ${n}`),
  },
);

const anyText = fc.oneof(
  { weight: 5, arbitrary: ordinaryText },
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXT) },
  { weight: 1, arbitrary: longText },
  { weight: 1, arbitrary: fc.constant('') },
);

const pad = (text: string, min: number, max: number) =>
  (text.length >= min ? text : text + 'x'.repeat(min - text.length)).slice(0, max);

const DAY_MS = 86_400_000;

/** Far-away instants RFC 3339 can still write (four-digit years). */
const FAR_DATES = [
  '0001-01-01T00:00:00Z',
  '1900-01-01T00:00:00Z',
  '1970-01-01T00:00:00Z',
  '2038-01-19T03:14:08Z',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59.999Z',
];

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** An instant written with an offset, as RFC 3339 allows: `+05:45`, `-12:00`, `+14:00`. */
function withOffset(instant: number, offsetMinutes: number): string {
  const local = new Date(instant + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const size = Math.abs(offsetMinutes);
  return `${local}${sign}${twoDigits(Math.floor(size / 60))}:${twoDigits(size % 60)}`;
}

/** RFC 3339 date-times: near the reference, far away, or written in its rarer forms. */
function dateTimes(context: AnswerContext): fc.Arbitrary<string> {
  const near = fc
    .integer({ min: -400 * 24 * 60, max: 400 * 24 * 60 })
    .map((minutes) => context.reference() + minutes * 60_000);
  return fc.oneof(
    { weight: 6, arbitrary: near.map((instant) => new Date(instant).toISOString()) },
    { weight: 2, arbitrary: fc.constantFrom(...FAR_DATES) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(near, fc.constantFrom(345, -720, 840, 0))
        .map(([instant, offset]) => withOffset(instant, offset)),
    },
    {
      // Seven decimals, as .NET writes them.
      weight: 1,
      arbitrary: near.map((instant) => `${new Date(instant).toISOString().slice(0, 19)}.1234567Z`),
    },
  );
}

const days = (context: AnswerContext) =>
  fc
    .integer({ min: -400, max: 400 })
    .map((n) => new Date(context.reference() + n * DAY_MS).toISOString().slice(0, 10));

const openApiFormat = (schema: z.ZodTypeAny): unknown => {
  const meta: unknown = Reflect.get(schema, 'metaOpenApi');
  return typeof meta === 'object' && meta !== null ? Reflect.get(meta, 'format') : undefined;
};

/** A refinement of text that takes date-times and nothing else (the contract's isoDateTime). */
function isDateTimeText(schema: z.ZodTypeAny): boolean {
  if (openApiFormat(schema) === 'date-time') return true;
  if (!(schema instanceof z.ZodEffects) || !(schema.innerType() instanceof z.ZodString))
    return false;
  return (
    schema.safeParse('2026-11-21T18:30:00Z').success && !schema.safeParse('not a date').success
  );
}

/**
 * Ids (eventId, slipId, offerId…) come back in addresses (`/matchup/{id}`), where servers refuse a
 * parameter past a length (this one past 1,000 characters: 414): odd, never long.
 */
const ID_FIELD = /id$/i;
const idText = fc.oneof(
  { weight: 5, arbitrary: ordinaryText },
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXT) },
);

/** Fields that hold an address (navigationURL, urlLogo, imagesUrl, attachmentLink, logo, icon). */
const ADDRESS_FIELD = /(url|link|logo|icon)$/i;

/** Addresses a backend may send: absolute, relative, odd schemes, a script, very long. */
export const ADDRESSES: readonly string[] = [
  'https://example.test/',
  'http://example.test:8080/page?q=1&r=two#fragment',
  'https://example.test/a/long/path/' + 'segment/'.repeat(40),
  'https://xn--r8jz45g.xn--zckzah/パス',
  '//example.test/protocol-relative',
  '/w/api/FileUploader/files/generated.png',
  'relative/path/image.png',
  'javascript:alert(1)',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  'mailto:someone@example.test',
];

function stringArbitrary(
  schema: z.ZodString,
  context: AnswerContext,
  field: string,
): fc.Arbitrary<string> {
  let min = 0;
  let max = Infinity;
  for (const check of schema._def.checks) {
    if (check.kind === 'min') min = Math.max(min, check.value);
    else if (check.kind === 'max') max = Math.min(max, check.value);
    else if (check.kind === 'length') min = max = check.value;
    else if (check.kind === 'uuid') return fc.uuid();
    else if (check.kind === 'email') return fc.emailAddress();
    else if (check.kind === 'url') return fc.webUrl();
    else if (check.kind === 'datetime') return dateTimes(context);
    else if (check.kind === 'regex') return fc.stringMatching(check.regex);
  }
  const format = openApiFormat(schema);
  if (format === 'uuid') return fc.uuid();
  if (format === 'date-time') return dateTimes(context);
  if (format === 'date') return days(context);
  const text = ADDRESS_FIELD.test(field)
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...ADDRESSES) },
        { weight: 2, arbitrary: anyText },
      )
    : ID_FIELD.test(field)
      ? idText
      : anyText;
  return text.map((value) => pad(value, min, max));
}

interface NumberBounds {
  min: number;
  max: number;
  int: boolean;
}

function boundsOf(schema: z.ZodNumber): NumberBounds {
  let min = -Number.MAX_VALUE;
  let max = Number.MAX_VALUE;
  let int = false;
  for (const check of schema._def.checks) {
    if (check.kind === 'int') int = true;
    else if (check.kind === 'min')
      min = Math.max(min, check.inclusive ? check.value : check.value + (int ? 1 : 1e-9));
    else if (check.kind === 'max')
      max = Math.min(max, check.inclusive ? check.value : check.value - (int ? 1 : 1e-9));
  }
  // An exclusive bound read before `.int()` was seen: an integer above 0 is at least 1.
  if (int) {
    min = Math.ceil(min);
    max = Math.floor(max);
  }
  return { min, max, int };
}

/** Small and odd values: the bounds' neighbours, a sign, fractions binary floating point cannot hold. */
const SMALL_INTS = [0, 1, -1, 2, 7, 99];
const ODD_NUMBERS = [0, 0.01, 0.1 + 0.2, 1 / 3, -12.5, 99.99, Number.MIN_VALUE];
/** Large values: what 16 and 32 bits, 2^53 and doubles end at. */
const LARGE_INTS = [
  65_535,
  2 ** 31 - 1,
  -(2 ** 31),
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
];
const LARGE_NUMBERS = [123_456_789.99, 1e15, 1e21, -1e21, Number.MAX_VALUE];

/**
 * Ordinary values three times in five, else a small or odd one, else a large one (each within the
 * schema's bounds, its own bounds included): a count the client sizes a list by is huge one time
 * in ten or so, not one in a hundred.
 */
function numberArbitrary(schema: z.ZodNumber): fc.Arbitrary<number> {
  const { min, max, int } = boundsOf(schema);
  const inside = (n: number) =>
    n >= min && n <= max && Number.isFinite(n) && (!int || Number.isSafeInteger(n));
  const small = [...(int ? SMALL_INTS : ODD_NUMBERS), min].filter(inside);
  const large = [...(int ? LARGE_INTS : LARGE_NUMBERS), max].filter(inside);
  const low = Math.max(min, int ? -1_000 : -10_000);
  const high = Math.min(max, int ? 100_000 : 1_000_000);
  const ordinary = int
    ? fc.integer({
        min: Math.max(low, Number.MIN_SAFE_INTEGER),
        max: Math.max(
          Math.max(low, Number.MIN_SAFE_INTEGER),
          Math.min(high, Number.MAX_SAFE_INTEGER),
        ),
      })
    : fc
        .integer({
          min: Math.round(low * 100),
          max: Math.max(Math.round(low * 100), Math.round(high * 100)),
        })
        .map((cents) => cents / 100);
  const arbitraries = [{ weight: 3, arbitrary: ordinary.filter(inside) }];
  if (small.length) arbitraries.push({ weight: 1, arbitrary: fc.constantFrom(...small) });
  if (large.length) arbitraries.push({ weight: 1, arbitrary: fc.constantFrom(...large) });
  return fc.oneof(...arbitraries);
}

/** Leaves an item of this schema holds, counting a nested list as a few items. */
function leavesOf(schema: z.ZodTypeAny): number {
  const inner = peel(schema);
  if (inner instanceof z.ZodObject)
    return Object.values(inner.shape as Record<string, z.ZodTypeAny>).reduce(
      (sum, field) => sum + leavesOf(field),
      0,
    );
  if (inner instanceof z.ZodArray) return 2 * leavesOf(inner.element as z.ZodTypeAny);
  if (inner instanceof z.ZodUnion || inner instanceof z.ZodDiscriminatedUnion)
    return Math.max(1, ...[...(inner.options as Iterable<z.ZodTypeAny>)].map(leavesOf));
  return 1;
}

/** The schema under optional, nullable, default and effects. */
function peel(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return peel(schema.unwrap() as z.ZodTypeAny);
  if (schema instanceof z.ZodDefault) return peel(schema.removeDefault() as z.ZodTypeAny);
  if (schema instanceof z.ZodEffects) return peel(schema.innerType() as z.ZodTypeAny);
  return schema;
}

/** How many items a list gets: none, one, a few, or (outermost lists only) many. */
function lengths(
  bounds: { min: number; max: number },
  element: z.ZodTypeAny,
  nested: boolean,
): fc.Arbitrary<number> {
  const { min, max } = bounds;
  const long = Math.min(LONG_MAX, Math.max(LONG_MIN, Math.floor(LEAF_BUDGET / leavesOf(element))));
  const choices = [
    { weight: 2, arbitrary: fc.constant(0) },
    { weight: 2, arbitrary: fc.constant(1) },
    { weight: 4, arbitrary: fc.integer({ min: 2, max: nested ? 3 : 5 }) },
    ...(nested ? [] : [{ weight: 1, arbitrary: fc.constant(long) }]),
  ];
  return fc.oneof(...choices).map((n) => Math.min(Math.max(n, min), max));
}

/** A key the contract does not name: a backend may add fields, which clients must ignore. */
const EXTRA_KEY = 'addedByTheBackend';

const isPreprocess = (schema: z.ZodTypeAny): boolean =>
  schema instanceof z.ZodEffects && (schema._def as z.ZodEffectsDef).effect.type === 'preprocess';

const parses = (schema: z.ZodTypeAny) => (value: unknown) => schema.safeParse(value).success;

/**
 * Arbitrary answers of `schema` (its input side), leaning toward edges. `nested`: inside a list
 * already, where lists stay short so that answers keep a bounded size.
 */
export function answerOf(
  schema: z.ZodTypeAny,
  context: AnswerContext,
  nested = false,
  field = '',
): fc.Arbitrary<unknown> {
  if (schema instanceof z.ZodObject) {
    const entries = Object.entries(schema.shape as Record<string, z.ZodTypeAny>);
    const fields = Object.fromEntries(
      entries.map(([key, value]) => [key, answerOf(value, context, nested, key)]),
    );
    const extra = fc.oneof(
      { weight: 7, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom(...WORDS) },
    );
    return fc.tuple(fc.record(fields), extra).map(([record, added]) => {
      const out: Record<string, unknown> = {};
      // A field left undefined (an optional one, or one with a default) is left out.
      for (const [key, value] of Object.entries(record)) if (value !== undefined) out[key] = value;
      if (added !== undefined && !(EXTRA_KEY in out)) out[EXTRA_KEY] = added;
      return out;
    });
  }
  if (schema instanceof z.ZodArray) {
    const itemSchema = schema.element as z.ZodTypeAny;
    const { minLength, maxLength, exactLength } = schema._def;
    const bounds = {
      min: exactLength?.value ?? minLength?.value ?? 0,
      max: exactLength?.value ?? maxLength?.value ?? Infinity,
    };
    const element = answerOf(itemSchema, context, true, field);
    return lengths(bounds, itemSchema, nested).chain((n) =>
      fc.array(element, { minLength: n, maxLength: n }),
    );
  }
  if (schema instanceof z.ZodString) return stringArbitrary(schema, context, field);
  if (schema instanceof z.ZodNumber) return numberArbitrary(schema);
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  if (schema instanceof z.ZodLiteral) return fc.constant(schema.value as unknown);
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...(schema.options as string[]));
  if (schema instanceof z.ZodNativeEnum)
    return fc.constantFrom(...Object.values(schema.enum as Record<string, string | number>));
  if (schema instanceof z.ZodNullable)
    return fc.option(answerOf(schema.unwrap() as z.ZodTypeAny, context, nested, field), {
      nil: null,
      freq: 4,
    });
  if (schema instanceof z.ZodOptional)
    return fc.option(answerOf(schema.unwrap() as z.ZodTypeAny, context, nested, field), {
      nil: undefined,
      freq: 4,
    });
  if (schema instanceof z.ZodDefault)
    // Left out now and then: the client must apply the default.
    return fc.option(answerOf(schema.removeDefault() as z.ZodTypeAny, context, nested, field), {
      nil: undefined,
      freq: 5,
    });
  if (schema instanceof z.ZodEffects)
    return effectsOf(schema, schema.innerType() as z.ZodTypeAny, context, nested, field);
  if (schema instanceof z.ZodPipeline)
    return answerOf(schema._def.in as z.ZodTypeAny, context, nested, field).filter(parses(schema));
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) {
    const options = [...(schema.options as Iterable<z.ZodTypeAny>)];
    return fc.oneof(...options.map((option) => answerOf(option, context, nested, field)));
  }
  if (schema instanceof z.ZodTuple)
    return fc.tuple(
      ...(schema.items as z.ZodTypeAny[]).map((item) => answerOf(item, context, nested)),
    );
  if (schema instanceof z.ZodRecord)
    return fc.dictionary(
      fc.constantFrom(...WORDS),
      answerOf(schema.valueSchema as z.ZodTypeAny, context, true),
      { maxKeys: nested ? 3 : 8 },
    );
  if (schema instanceof z.ZodNull) return fc.constant(null);
  return fc.jsonValue({ maxDepth: 2 }).filter(parses(schema));
}

function effectsOf(
  schema: z.ZodTypeAny,
  inner: z.ZodTypeAny,
  context: AnswerContext,
  nested: boolean,
  field: string,
): fc.Arbitrary<unknown> {
  if (isDateTimeText(schema)) return dateTimes(context).filter(parses(schema));
  const base = answerOf(inner, context, nested, field);
  // A code list with a fallback (schemas/codes.ts) takes any text: now and then a code the
  // client has never seen.
  const unknownCodes =
    isPreprocess(schema) && inner instanceof z.ZodEnum ? [{ weight: 1, arbitrary: anyText }] : [];
  return fc.oneof({ weight: 4, arbitrary: base }, ...unknownCodes).filter(parses(schema));
}
