import { z } from 'zod';
import { extendApi } from '@anatine/zod-openapi';

// Query strings and multipart fields arrive as text; these accept the typed value from callers
// and its text form from the wire, and document the typed form in OpenAPI.
//
// Each takes its description as an argument: `.describe()` after `extendApi` returns a copy without
// the OpenAPI metadata (format, type), so the document would say less than the schema checks
// (issue 36: a figure row's date lost its date-time format; decision 194).

/** The schema with its description, when it has one (before `extendApi`, which keeps it). */
const described = <T extends z.ZodTypeAny>(schema: T, description?: string): T =>
  description === undefined ? schema : schema.describe(description);

export const queryInt = (description?: string) =>
  extendApi(
    described(
      z
        .union([z.number().int(), z.string().regex(/^-?\d+$/, 'Expected an integer')])
        .transform((v) => Number(v))
        // 400 digits of text are Infinity, 17 may lose the last one: neither is the id that was sent.
        .refine(Number.isSafeInteger, 'Expected an integer within ±9007199254740991'),
      description,
    ),
    { type: 'integer' },
  );

export const queryNumber = () =>
  extendApi(
    z
      .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, 'Expected a number')])
      .transform((v) => Number(v)),
    { type: 'number' },
  );

export const queryBoolean = () =>
  extendApi(
    z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true'),
    { type: 'boolean' },
  );

/** Calendar date as the API writes it in queries: yyyy-MM-dd. */
export const isoDate = () =>
  extendApi(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as yyyy-MM-dd'), {
    format: 'date',
    example: '2026-11-21',
  });

/** Date and time (ISO 8601, with or without offset), as the API sends them in JSON. */
export const isoDateTime = (description?: string) =>
  extendApi(
    described(
      z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'Expected an ISO 8601 date-time'),
      description,
    ),
    { format: 'date-time', example: '2026-11-21T18:30:00Z' },
  );

/** A file part of a multipart body (a Blob or File in browsers and Node 20). */
export const fileField = () =>
  extendApi(
    z.custom<Blob>((v) => typeof Blob !== 'undefined' && v instanceof Blob, 'Expected a file'),
    { type: 'string', format: 'binary' },
  );

/** Non-empty guid-like identifier. */
export const guid = (description?: string) =>
  extendApi(described(z.string().min(1), description), { format: 'uuid' });
