const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

export function isBlankInput(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

// Number() would also read '0x10', '1e3' and '' (as 0); a typed amount should read none of them.
export function parseDecimalInput(text: string): number {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
}
