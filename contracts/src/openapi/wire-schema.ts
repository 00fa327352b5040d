import type { SchemaObject } from 'openapi3-ts/oas31';

type Json = SchemaObject | SchemaObject[] | string | number | boolean | null | undefined;

const isSchema = (value: unknown): value is SchemaObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The string branch of a `queryInt` / `queryNumber` / `queryBoolean` union: text of the typed value. */
function isTextForm(branch: SchemaObject): boolean {
  return branch.type === 'string' && (branch.pattern !== undefined || branch.enum !== undefined);
}

/**
 * Wire-tolerant unions as one plain type. The contract accepts `1` and `"1"` for an integer query
 * value (query strings are text); documenting that as `oneOf: [integer, string]` makes `1` match both
 * branches, so validators refuse it. Coercing text is the server's business, not the document's.
 */
function collapseTextUnion(schema: SchemaObject): SchemaObject {
  const branches = schema.oneOf;
  if (branches?.length !== 2) return schema;
  const [typed, text] = branches;
  if (!isSchema(typed) || !isSchema(text) || typed.type === undefined || !isTextForm(text)) {
    return schema;
  }
  const rest: SchemaObject = { ...schema };
  delete rest.oneOf;
  return { ...typed, ...rest, type: typed.type };
}

/**
 * OpenAPI 3.0 nullable enums: `nullable` does not widen `enum`, so null (and a `default: null`) must be
 * one of the listed values, or the default is invalid (Spectral's oas3-valid-schema-example).
 */
function nullableEnum(schema: SchemaObject): SchemaObject {
  const nullable = (schema as { nullable?: boolean }).nullable === true;
  if (!nullable || !schema.enum || schema.enum.includes(null)) return schema;
  return { ...schema, enum: [...(schema.enum as unknown[]), null] };
}

/**
 * An integer above m is at least m + 1 (below m: at most m − 1). Zod's `.int().positive()` comes
 * out of @anatine as OpenAPI 3.0's `minimum: 0, exclusiveMinimum: true`, which says the same but
 * which generators skip: a third-party mock answered a teaser's maxTeam and maxHistoryDays with 0,
 * which the schema refuses (issue 36). Written as `minimum: 1`, every reader keeps to it
 * (decision 194). Numbers that are not integers keep 3.0's exclusive form: it has no other.
 */
function inclusiveIntegerBounds(schema: SchemaObject): SchemaObject {
  if (schema.type !== 'integer') return schema;
  const out: SchemaObject = { ...schema };
  // OpenAPI 3.0's boolean form, which openapi3-ts's 3.1 types call a number.
  const isTrue = (flag: unknown): boolean => flag === true;
  if (isTrue(out.exclusiveMinimum) && typeof out.minimum === 'number') {
    out.minimum = Math.floor(out.minimum) + 1;
    delete out.exclusiveMinimum;
  }
  if (isTrue(out.exclusiveMaximum) && typeof out.maximum === 'number') {
    out.maximum = Math.ceil(out.maximum) - 1;
    delete out.exclusiveMaximum;
  }
  return out;
}

// Values of these keywords are data, not schemas: kept as they are.
const DATA_KEYWORDS = new Set(['enum', 'default', 'example', 'examples', 'const']);

const mapValues = (record: object, fn: (value: Json) => Json): Record<string, Json> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value as Json)]));

/** Applies the rewrites above to a schema and everything nested in it. */
export function plainSchema(schema: SchemaObject): SchemaObject {
  const walk = (value: Json): Json => {
    if (Array.isArray(value)) return value.map((item) => walk(item) as SchemaObject);
    if (!isSchema(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      if (DATA_KEYWORDS.has(key)) out[key] = child;
      else if (key === 'properties' && isSchema(child)) out[key] = mapValues(child, walk);
      else out[key] = walk(child as Json);
    }
    return inclusiveIntegerBounds(nullableEnum(collapseTextUnion(out)));
  };
  return walk(schema) as SchemaObject;
}
