import { lazy, useCallback, useId, useLayoutEffect, useState } from 'react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPart } from '@/components/lazy-part.tsx';
import { cn } from '@/lib/cn.ts';
import { MIN_QUERY_LENGTH } from '../model/search-query.ts';
import type { SearchScope } from '../model/destinations.ts';
import type { SearchHandoff } from '../model/handoff.ts';
import { SEARCH_INPUT_PROPS, SearchFrame } from './search-frame.tsx';
import type { SearchReport } from '../model/search-report.ts';

// What the search finds, and its popup, load when the box is first pointed at or focused
// (issue 25: a feature loads when first used; docs/performance.md).
const loadResults = () => import('./search-results.tsx');
const SearchResults = lazy(loadResults);

const NOTHING: SearchReport = { status: 'loading', options: [] };

/**
 * Issue 25's search (decision 120): a `search` landmark named 'Search' holding a WAI-ARIA 1.2
 * combobox (an editable input with a listbox popup and list autocomplete). The input keeps the
 * focus: ArrowDown/ArrowUp move the highlight (aria-activedescendant), Enter opens the highlighted
 * result (the first when none is), Escape closes the popup and then clears the text; a click on a
 * result opens it. It takes over from search-box.tsx's stand-in (decision 123): what was typed
 * there, the caret and the focus carry over.
 */
export function SearchCombobox({
  scope,
  className,
  inputRef,
  handoff,
}: {
  scope: SearchScope;
  className?: string;
  /** The search box's field ref, which '/' focuses. */
  inputRef: React.RefObject<HTMLInputElement | null>;
  /** What the stand-in held as the combobox replaced it (in the same task, so nothing is lost). */
  handoff: SearchHandoff | null;
}) {
  const { t } = useTranslation('search');
  const label = t('label');
  const listboxId = useId();
  const [value, setValue] = useState(handoff?.value ?? '');
  // Whether the popup may show: on focus and typing; not after Escape, a choice or leaving.
  const [open, setOpen] = useState(handoff?.focused ?? false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [report, setReport] = useState<SearchReport>(NOTHING);

  // Before the first paint: the focus and caret where the stand-in had them.
  const [arrival] = useState(handoff);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!arrival?.focused || !input) return;
    input.focus();
    const caret = arrival.selection ?? arrival.value.length;
    input.setSelectionRange(caret, caret);
    void loadResults();
  }, [arrival, inputRef]);

  const searching = open && value.trim().length >= MIN_QUERY_LENGTH;
  const options = searching ? report.options : [];
  const expanded = searching && report.status === 'ready' && options.length > 0;
  const active = expanded ? options[activeIndex] : undefined;
  const message = !searching
    ? ''
    : report.status === 'loading'
      ? t('loading')
      : report.status === 'error'
        ? t('unavailable')
        : options.length === 0
          ? t('noResults')
          : t('results', { count: options.length });

  const close = useCallback(() => {
    setOpen(false);
    setActiveIndex(-1);
    setReport(NOTHING);
  }, []);
  const onChosen = useCallback(() => {
    close();
    setValue('');
    inputRef.current?.blur();
  }, [close, inputRef]);
  const onReport = useCallback((next: SearchReport) => {
    setReport(next);
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActiveIndex((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (count > 0) setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter':
        event.preventDefault();
        (active ?? options[0])?.choose();
        break;
      case 'Escape':
        if (searching) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          setValue('');
        }
        break;
    }
  };

  return (
    <SearchFrame
      label={label}
      className={className}
      input={
        <input
          {...SEARCH_INPUT_PROPS}
          ref={inputRef}
          role="combobox"
          aria-label={label}
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active?.id}
          placeholder={t('placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setActiveIndex(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onPointerEnter={() => void loadResults()}
          onFocus={() => {
            void loadResults();
            setOpen(true);
          }}
          onClick={() => {
            setOpen(true);
          }}
          onBlur={close}
        />
      }
    >
      {/* The count for screen readers; shown as the popup itself when there is nothing to list. */}
      <p
        role="status"
        className={cn(
          searching && !expanded
            ? 'absolute inset-x-0 top-full z-50 mt-1 rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-lg'
            : 'sr-only',
        )}
      >
        {message}
      </p>
      {searching && (
        <LazyPart fallback={null}>
          <SearchResults
            scope={scope}
            query={value}
            listboxId={listboxId}
            activeIndex={activeIndex}
            onReport={onReport}
            onChosen={onChosen}
          />
        </LazyPart>
      )}
    </SearchFrame>
  );
}
