// Ids are read from answers that may themselves break the contract, so nothing is assumed: each
// helper returns undefined when the value is not where, or not what, the contract says.

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (Reflect.get(value, name) as unknown)
    : undefined;

const items = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

/** Follows names and '*' (every element of a list) and returns each value found, in order. */
export function collect(value: unknown, path: readonly string[]): unknown[] {
  const [step, ...rest] = path;
  if (step === undefined) return [value];
  if (step === '*') return items(value).flatMap((item) => collect(item, rest));
  return collect(field(value, step), rest);
}

export const firstString = (value: unknown, path: readonly string[]): string | undefined =>
  collect(value, path).find((v): v is string => typeof v === 'string' && v !== '');

export const firstNumber = (value: unknown, path: readonly string[]): number | undefined =>
  collect(value, path).find((v): v is number => typeof v === 'number');

/** The first element of a list (at `path`) whose `name` equals `wanted`. */
export const firstWhere = (
  value: unknown,
  path: readonly string[],
  name: string,
  wanted: unknown,
): unknown => collect(value, path).find((item) => field(item, name) === wanted);

/** The first string found under `name` anywhere in the value, depth first. */
export function deepString(value: unknown, name: string): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) {
      const found = deepString(item, name);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const own = field(value, name);
  if (typeof own === 'string' && own !== '') return own;
  for (const child of Object.values(value)) {
    const found = deepString(child, name);
    if (found) return found;
  }
  return undefined;
}
