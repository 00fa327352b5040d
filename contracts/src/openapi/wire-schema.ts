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

// Values of these keywords are data, not schemas: kept as they are.
const DATA_KEYWORDS = new Set(['enum', 'default', 'example', 'examples', 'const']);

const mapValues = (record: object, fn: (value: Json) => Json): Record<string, Json> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value as Json)]));

/** Applies both rewrites to a schema and everything nested in it. */
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
    return nullableEnum(collapseTextUnion(out));
  };
  return walk(schema) as SchemaObject;
}
