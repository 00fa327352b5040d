/**
 * A Tailwind class split as Tailwind reads it: its variants (`hover:`, `data-[state=open]:`; colons
 * inside brackets or parentheses are not separators), its important mark (`!` at either end) and
 * its base (`bg-muted`). Shared by `cn()`'s merge and the generator of its table (decision 097).
 */
export function splitClass(className: string): {
  modifiers: string[];
  important: boolean;
  base: string;
} {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      modifiers.push(className.slice(start, index));
      start = index + 1;
    }
  }
  const base = className.slice(start);
  if (base.endsWith('!')) return { modifiers, important: true, base: base.slice(0, -1) };
  if (base.startsWith('!')) return { modifiers, important: true, base: base.slice(1) };
  return { modifiers, important: false, base };
}
