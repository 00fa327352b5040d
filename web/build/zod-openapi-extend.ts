import type { ZodTypeAny } from 'zod';

/**
 * The browser build's stand-in for `@anatine/zod-openapi` (vite.config.ts aliases it here).
 * The contract's schemas call only `extendApi` at run time, to attach OpenAPI notes; the rest of
 * the package (`generateSchema`, ts-deepmerge, and a CommonJS copy of zod it `require`s) is build-
 * time tooling that cost the bettor ~16 KB gzipped on /login. Same behaviour as the package's
 * `extendApi` 2.2.8: a copy of the schema carrying the merged notes. Decision 092.
 */
export function extendApi<T extends ZodTypeAny>(schema: T, schemaObject: object = {}): T {
  const This = schema.constructor as new (def: unknown) => T;
  const copy = new This(schema._def);
  const notes = (schema as { metaOpenApi?: object }).metaOpenApi;
  Object.assign(copy, { metaOpenApi: { ...notes, ...schemaObject } });
  return copy;
}
