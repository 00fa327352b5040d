import type { EndpointDef } from '@sportsbook/contracts/endpoint';
import type { FieldIssue } from '@sportsbook/contracts/problem';
import type { ZodTypeAny } from 'zod';
import { toFieldIssues } from './problem.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** A request as either adapter (Fastify or MSW) hands it over: text params, text query, body. */
export interface RawInput {
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  /** Parsed JSON, or for multipart the fields as strings and the file part as a File. */
  body: unknown;
}

export type ParsedInput =
  | { ok: true; value: { params?: unknown; query?: unknown; body?: unknown } }
  | { ok: false; issues: FieldIssue[] };

export const UNREADABLE = 'This value cannot be read.';

/**
 * safeParse, or undefined when a refinement of the schema threw on input its field checks had
 * already refused (a defect of that schema): the caller still gets a 400 on the part, not a 500.
 */
function safeParse(schema: ZodTypeAny, input: unknown) {
  try {
    return schema.safeParse(input);
  } catch {
    return undefined;
  }
}

/** Validates path, query and body with the endpoint's schemas; every broken field is reported. */
export function parseInput(def: EndpointDef, raw: RawInput): ParsedInput {
  const issues: FieldIssue[] = [];
  const value: { params?: unknown; query?: unknown; body?: unknown } = {};
  const parts = [
    ['params', def.pathParams, raw.params],
    ['query', def.query, raw.query],
    ['body', def.body?.schema, raw.body ?? {}],
  ] as const;
  for (const [location, schema, input] of parts) {
    if (!schema) continue;
    const result = safeParse(schema, input);
    if (result === undefined) {
      issues.push({ path: location, message: UNREADABLE });
      continue;
    }
    if (result.success) value[location] = result.data;
    else issues.push(...toFieldIssues(location, result.error.issues));
  }
  return issues.length ? { ok: false, issues } : { ok: true, value };
}
