import type * as React from 'react';
import { SearchIcon } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/** The search field's look, the same for the first paint's stand-in and the combobox. */
const SEARCH_INPUT_CLASS =
  'h-9 w-full rounded-md border border-input bg-card pl-8 pr-8 text-base text-card-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm';

/**
 * What the search field is, the same for the first paint's stand-in and the combobox: a text
 * field with a list of suggestions, '/' to reach it, no browser autocomplete or spelling, and its
 * look. Each adds its role, listbox and state (written out, so the accessibility lint can check
 * them), its name and its handlers.
 */
export const SEARCH_INPUT_PROPS = {
  type: 'text',
  'aria-autocomplete': 'list',
  'aria-keyshortcuts': '/',
  autoComplete: 'off',
  spellCheck: false,
  enterKeyHint: 'search',
  className: SEARCH_INPUT_CLASS,
} as const satisfies React.ComponentProps<'input'>;

/**
 * The `search` landmark around the field: the magnifier, the field, the '/' hint and, after
 * them, whatever the field shows (its status and results), so both stages of the search box
 * occupy the same box and the swap moves nothing.
 */
export function SearchFrame({
  label,
  className,
  input,
  children,
}: {
  label: string;
  className?: string;
  input: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <div role="search" aria-label={label} className={cn('relative', className)}>
      <SearchIcon
        className="pointer-events-none absolute left-2 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      {input}
      <kbd
        aria-hidden="true"
        className="pointer-events-none absolute right-2 top-1/2 hidden -translate-y-1/2 rounded border bg-muted px-1.5 text-xs text-muted-foreground desktop:inline"
      >
        /
      </kbd>
      {children}
    </div>
  );
}
