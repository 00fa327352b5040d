import { useId, useState } from 'react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { FilterIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import type { DayRange } from '../model/day.ts';
import { DateRangeFields, FilterField } from './date-field.tsx';

/** What both lists' filters share: the days (in the URL) and Clear filters. */
export interface RangeFiltersState {
  active: boolean;
  ranged: boolean;
  setFrom: (day: string) => void;
  setTo: (day: string) => void;
  clear: () => void;
}

/**
 * A list's filters (issue 25): a `search` form of labelled controls that work by keyboard — the
 * list's own fields (`children`), then From and To (the app's day fields, in the page's language:
 * decision 177) and a text field. On a phone they fold behind a "Filters" button that says how many are on; Clear filters
 * shows while any is.
 */
export function FilterForm({
  label,
  state,
  days,
  range,
  text,
  narrowing = 0,
  children,
}: {
  label: string;
  state: RangeFiltersState;
  days: { from: string; to: string };
  range: DayRange;
  /**
   * The text field, which keeps what is typed itself (react-router applies URL changes in a
   * transition, and a controlled field would lose keystrokes); a new `key` restarts it from the
   * URL (after Back, Forward or Clear filters).
   */
  text: { label: string; value: string; key: number; onChange: (text: string) => void };
  /** How many of the list's own fields narrow it. */
  narrowing?: number;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('transactions');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = narrowing + (text.value.trim() ? 1 : 0) + (state.ranged ? 1 : 0);
  return (
    <form
      role="search"
      aria-label={label}
      className="grid gap-3 rounded-md border bg-card p-3"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <Button
        type="button"
        variant="outline"
        className="justify-self-start sm:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
        }}
      >
        <FilterIcon aria-hidden="true" />
        {count > 0 ? t('filters.toggleCount', { count }) : t('filters.toggle')}
      </Button>
      <div
        id={panelId}
        className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-4', !open && 'max-sm:hidden')}
      >
        {children}
        <DateRangeFields days={days} range={range} onFrom={state.setFrom} onTo={state.setTo} />
        <FilterField
          key={text.key}
          label={text.label}
          type="search"
          autoComplete="off"
          defaultValue={text.value}
          onChange={(event) => {
            text.onChange(event.target.value);
          }}
        />
        {state.active && (
          <Button
            type="button"
            variant="ghost"
            className="justify-self-start sm:col-span-2 lg:col-span-4"
            onClick={state.clear}
          >
            <XIcon aria-hidden="true" />
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
