import { z } from 'zod';

/**
 * A closed list of codes for which the spec names a fallback ('H High, M Medium, otherwise
 * Normal'): a known code parses as itself and any other text as the fallback, so one code the
 * client does not know cannot fail a whole answer. The OpenAPI document lists the known codes (it
 * documents the inner enum); typed callers still send only known ones.
 */
export function codeOr<T extends [string, ...string[]]>(
  codes: z.ZodEnum<T>,
  fallback: T[number],
): z.ZodEffects<z.ZodEnum<T>, T[number], string> {
  const known: readonly string[] = codes.options;
  // Built directly, as money.ts does: z.preprocess would type the input as unknown.
  return new z.ZodEffects<z.ZodEnum<T>, T[number], string>({
    schema: codes,
    typeName: z.ZodFirstPartyTypeKind.ZodEffects,
    effect: {
      type: 'preprocess',
      transform: (value: unknown): unknown =>
        typeof value === 'string' && !known.includes(value) ? fallback : value,
    },
  });
}
