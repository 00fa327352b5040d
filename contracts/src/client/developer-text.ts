import { z } from 'zod';
import type { EndpointDef } from '../http/endpoint.ts';
import { endpointKeys, registry } from '../registry.ts';

// Words a bettor must never read (issue 36, decision 195): the app's texts are scanned for them
// (web/src/locales/developer-words.test.ts) and the any-backend journey watches every screen for
// them (e2e/tests/any-backend/). One list, so both hold the app to the same words.

/** Every key an object of the contract has, requests and answers, at any depth. */
function fieldNames(schema: z.ZodTypeAny, into: Set<string>): void {
  if (schema instanceof z.ZodObject) {
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodTypeAny>)) {
      into.add(name);
      fieldNames(field, into);
    }
  } else if (schema instanceof z.ZodArray) fieldNames(schema.element as z.ZodTypeAny, into);
  else if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    fieldNames(schema.unwrap() as z.ZodTypeAny, into);
  else if (schema instanceof z.ZodDefault) fieldNames(schema.removeDefault() as z.ZodTypeAny, into);
  else if (schema instanceof z.ZodEffects) fieldNames(schema.innerType() as z.ZodTypeAny, into);
  else if (schema instanceof z.ZodPipeline) fieldNames(schema._def.in as z.ZodTypeAny, into);
  else if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    for (const option of schema.options as Iterable<z.ZodTypeAny>) fieldNames(option, into);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern the page's text is searched with (source and flags: it travels into the page). */
export interface TextPattern {
  what: string;
  source: string;
  flags: string;
}

/**
 * Developer text: a ContractError's or a contract 400's wording, an endpoint id
 * (`account.snapshot`), a field path (`figure.0.date`, `settingUI.maxHistoryDays`, `body.userName`:
 * contract field names and indexes joined by dots), an API address (`/w/api/token`), and an
 * object written as text (`[object Object]`). No answer the contract allows puts these on a screen
 * by itself, so the journey looks for them on every screen.
 */
export function developerTextPatterns(): TextPattern[] {
  const names = new Set<string>(['body', 'query', 'params', 'response']);
  for (const key of endpointKeys) {
    const def: EndpointDef = registry[key];
    fieldNames(def.response, names);
    if (def.body) fieldNames(def.body.schema, names);
    if (def.query) fieldNames(def.query, names);
  }
  const field = [...names]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
  return [
    {
      what: 'contract wording',
      source: String.raw`breaks the contract|does not match the contract|\bResponse of\b`,
      flags: 'i',
    },
    {
      what: 'an endpoint id',
      source: String.raw`(?<![\w.])(?:${endpointKeys.map(escape).join('|')})(?![\w])`,
      flags: '',
    },
    {
      what: 'a field path',
      source: String.raw`(?<![\w.])(?:${field})(?:\.(?:\d+|${field}))+(?![\w])`,
      flags: '',
    },
    { what: 'an API address', source: String.raw`/w/api\b`, flags: 'i' },
    { what: 'an object as text', source: String.raw`\[object \w+\]`, flags: '' },
  ];
}

/**
 * Values a text shows when code put a missing or broken number in it. Only the app's own texts are
 * scanned for them: a backend may send `undefined` or `NaN` as a name (the generated answers do),
 * and a screen then shows it rightly.
 */
export const BROKEN_VALUE_PATTERNS: readonly TextPattern[] = [
  { what: 'a missing value', source: String.raw`\b(?:undefined|null)\b`, flags: '' },
  { what: 'a broken number', source: String.raw`\bNaN\b|\bInfinity\b`, flags: '' },
];
