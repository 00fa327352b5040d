import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SchemaObject } from 'openapi3-ts/oas31';
import type { EndpointDef } from '../http/endpoint.ts';
import { registry } from '../registry.ts';
import { buildOpenApiDocument } from './build-openapi.ts';

// Issue 36: a third-party mock generated answers from docs/openapi.json that the Zod schemas refuse
// (a figure row's date not a date, a teaser's maxTeam 0), because the document was looser than the
// schemas. This walks every request and response schema beside its place in the document and
// requires the document to say what Zod checks: date-times, number bounds, string lengths and
// patterns (decision 194).

/** OpenAPI 3.0's schema, as @anatine writes it into openapi3-ts's 3.1 types. */
type Oas30 = Omit<SchemaObject, 'exclusiveMinimum' | 'exclusiveMaximum'> & {
  nullable?: boolean;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
};

const isSchema = (value: unknown): value is Oas30 =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SOME_DATE_TIME = '2026-11-21T18:30:00Z';

/** A Zod node that takes a date-time and refuses other text checks a date-time. */
const checksDateTime = (schema: z.ZodTypeAny): boolean =>
  schema.safeParse(SOME_DATE_TIME).success && !schema.safeParse('not a date-time').success;

/** What the document lets through that Zod refuses, at one node (empty: it agrees). */
function looser(schema: z.ZodTypeAny, oas: Oas30): string[] {
  const problems: string[] = [];
  if (checksDateTime(schema) && oas.format !== 'date-time' && oas.pattern === undefined)
    problems.push(`Zod checks a date-time; the document says ${JSON.stringify(oas)}`);
  if (schema instanceof z.ZodNumber) {
    const { minValue, maxValue, isInt } = schema;
    if (isInt && oas.type !== 'integer') problems.push(`an integer written ${String(oas.type)}`);
    if (minValue !== null && Number.isFinite(minValue)) {
      const inclusive = schema._def.checks.some((c) => c.kind === 'min' && c.inclusive);
      // An integer above m is at least m + 1: written so, a generator that skips
      // exclusiveMinimum (as the third-party one did) still keeps to it.
      const wanted = isInt && !inclusive ? { minimum: minValue + 1 } : { minimum: minValue };
      const refusesBelow = isInt
        ? oas.minimum === wanted.minimum && oas.exclusiveMinimum === undefined
        : oas.minimum === minValue && (inclusive || oas.exclusiveMinimum === true);
      if (!refusesBelow)
        problems.push(
          `Zod refuses ${inclusive ? 'below' : 'at or below'} ${String(minValue)}; the document says minimum ${String(oas.minimum)}, exclusiveMinimum ${String(oas.exclusiveMinimum)}`,
        );
    }
    if (maxValue !== null && Number.isFinite(maxValue) && oas.maximum !== maxValue)
      problems.push(
        `Zod refuses above ${String(maxValue)}; the document's maximum is ${String(oas.maximum)}`,
      );
  }
  if (schema instanceof z.ZodString) {
    const { minLength, maxLength } = schema;
    if (minLength !== null && minLength > 0 && oas.minLength !== minLength)
      problems.push(
        `Zod's minimum length ${String(minLength)}; the document's ${String(oas.minLength)}`,
      );
    if (maxLength !== null && oas.maxLength !== maxLength)
      problems.push(
        `Zod's maximum length ${String(maxLength)}; the document's ${String(oas.maxLength)}`,
      );
    const regex = schema._def.checks.find((c) => c.kind === 'regex');
    if (regex && oas.pattern === undefined)
      problems.push(`Zod checks ${String(regex.regex)}; the document has no pattern`);
  }
  return problems;
}

/** Walks a Zod schema and its document schema together, collecting `looser` at every node. */
function compare(schema: z.ZodTypeAny, oas: unknown, at: string, out: string[], depth = 0): void {
  if (depth > 40) return;
  if (!isSchema(oas)) {
    out.push(`${at}: not in the document`);
    return;
  }
  for (const problem of looser(schema, oas)) out.push(`${at}: ${problem}`);
  const next = (inner: z.ZodTypeAny, innerOas: unknown, where = at) => {
    compare(inner, innerOas, where, out, depth + 1);
  };
  // Zod's wrappers type their inner schemas loosely; each is a schema all the same.
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    next(schema.unwrap() as z.ZodTypeAny, oas);
  else if (schema instanceof z.ZodDefault) next(schema.removeDefault() as z.ZodTypeAny, oas);
  else if (schema instanceof z.ZodEffects) next(schema.innerType() as z.ZodTypeAny, oas);
  else if (schema instanceof z.ZodBranded) next(schema.unwrap() as z.ZodTypeAny, oas);
  else if (schema instanceof z.ZodLazy) next(schema.schema as z.ZodTypeAny, oas);
  else if (schema instanceof z.ZodObject) {
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodTypeAny>))
      next(field, oas.properties?.[key], `${at}.${key}`);
  } else if (schema instanceof z.ZodArray)
    next(schema.element as z.ZodTypeAny, oas.items, `${at}[]`);
  else if (schema instanceof z.ZodRecord)
    next(schema.valueSchema as z.ZodTypeAny, oas.additionalProperties, `${at}{}`);
  else if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) {
    const options = [...(schema.options as Iterable<z.ZodTypeAny>)];
    const branches = oas.oneOf ?? oas.anyOf;
    // A wire-tolerant union (`1` or `"1"`) is written as one plain type: its branches are not.
    if (branches?.length === options.length)
      options.forEach((option, i) => {
        next(option, branches[i], `${at}|${String(i)}`);
      });
  }
}

interface Part {
  label: string;
  schema: z.ZodTypeAny;
  oas: unknown;
}

/** The value at `keys` inside a JSON document, or undefined. */
const dig = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (inner, key) =>
      typeof inner === 'object' && inner !== null
        ? (inner as Record<string, unknown>)[key]
        : undefined,
    value,
  );

/** Every schema of a call beside its place in the document. */
function partsOf(key: string, def: EndpointDef, operation: unknown): Part[] {
  const parts: Part[] = [
    {
      label: `${key} response`,
      schema: def.response,
      oas: dig(operation, 'responses', '200', 'content', 'application/json', 'schema'),
    },
  ];
  if (def.body) {
    const mediaType = def.body.kind === 'multipart' ? 'multipart/form-data' : 'application/json';
    parts.push({
      label: `${key} body`,
      schema: def.body.schema,
      oas: dig(operation, 'requestBody', 'content', mediaType, 'schema'),
    });
  }
  const listed = dig(operation, 'parameters');
  const parameters = Array.isArray(listed) ? listed : [];
  for (const [where, shape] of [
    ['path', def.pathParams],
    ['query', def.query],
  ] as const) {
    for (const [name, field] of Object.entries(
      (shape?.shape ?? {}) as Record<string, z.ZodTypeAny>,
    ))
      parts.push({
        label: `${key} ${where}`,
        schema: field,
        oas: dig(
          parameters.find((p) => dig(p, 'in') === where && dig(p, 'name') === name),
          'schema',
        ),
      });
  }
  return parts;
}

describe('docs/openapi.json says what the Zod schemas check (decision 194)', () => {
  const document = buildOpenApiDocument();
  const calls = Object.entries(registry) as [string, EndpointDef][];

  it.each(calls)('%s: every date-time, number bound, length and pattern', (key, def) => {
    const operation = dig(document, 'paths', def.path, def.method.toLowerCase());
    expect(operation, `${def.method} ${def.path} in the document`).toBeDefined();
    const problems: string[] = [];
    for (const part of partsOf(key, def, operation))
      compare(part.schema, part.oas, part.label, problems);
    expect(problems).toEqual([]);
  });

  it('finds what it is for: a described date-time and a positive integer', () => {
    const problems: string[] = [];
    const row = z.object({
      date: z.string().refine((v) => !Number.isNaN(Date.parse(v))),
      maxTeam: z.number().int().positive(),
    });
    compare(
      row,
      {
        type: 'object',
        properties: {
          date: { type: 'string' },
          maxTeam: { type: 'integer', minimum: 0, exclusiveMinimum: true },
        },
      },
      'row',
      problems,
    );
    expect(problems).toEqual([
      expect.stringMatching(/^row\.date: Zod checks a date-time/),
      expect.stringMatching(/^row\.maxTeam: Zod refuses at or below 0/),
    ]);
  });
});
