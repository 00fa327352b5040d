import { CLASS_GROUPS, CONFLICT_OF, CONFLICTS, ORDER_SENSITIVE } from './class-groups.generated.ts';
import { splitClass } from './class-name.ts';

/**
 * Merges Tailwind classes as tailwind-merge does — a later class overrides an earlier one of the
 * same group under the same variants — for the classes the app uses (decision 097). Which class
 * overrides which comes from a table generated from tailwind-merge (web/build/class-groups.ts);
 * a test holds the two to the same answers. Classes outside the table are kept as they are.
 */

const groupOf = new Map<string, number>();
CLASS_GROUPS.forEach((members, group) => {
  for (const base of members.split(' ')) groupOf.set(base, group);
});
const orderSensitive = new Set(ORDER_SENSITIVE);

/** The class's variants (sorted where order does not matter) and important mark, and its base. */
function parse(className: string): { variant: string; base: string } {
  const { modifiers, important, base } = splitClass(className);
  return { variant: sortModifiers(modifiers).join(':') + (important ? '!' : ''), base };
}

/** Plain variants sort alphabetically; arbitrary and order-sensitive ones keep their place. */
function sortModifiers(modifiers: string[]): string[] {
  if (modifiers.length < 2) return modifiers;
  const sorted: string[] = [];
  let run: string[] = [];
  for (const modifier of modifiers) {
    if (modifier.startsWith('[') || orderSensitive.has(modifier)) {
      sorted.push(...run.sort(), modifier);
      run = [];
    } else run.push(modifier);
  }
  return [...sorted, ...run.sort()];
}

export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index];
    if (!className) continue;
    const { variant, base } = parse(className);
    const group = groupOf.get(base);
    if (group !== undefined) {
      const id = `${variant}|${String(group)}`;
      if (taken.has(id)) continue;
      taken.add(id);
      const conflicts = CONFLICT_OF[base];
      if (conflicts !== undefined)
        for (const other of CONFLICTS[conflicts] ?? []) taken.add(`${variant}|${String(other)}`);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
