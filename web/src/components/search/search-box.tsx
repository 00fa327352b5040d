import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { MIN_QUERY_LENGTH } from '@/lib/search-query.ts';
import type { SearchScope } from './destinations.ts';
import type { SearchReport } from './search-report.ts';

// What the search finds, and its popup, load when the box is first pointed at or focused
// (issue 25: a feature loads when first used; docs/performance.md).
const loadResults = () => import('./search-results.tsx');
const SearchResults = lazy(loadResults);

const TEXT_INPUT_TYPES = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
]);

/** Whether a key pressed at `target` is typed into a field (then '/' is a slash, not a shortcut). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !TEXT_INPUT_TYPES.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** '/' focuses the search box, unless it is typed into a field or a dialog has the page. */
function useSlashShortcut(input: React.RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || typingIn(event.target)) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [input]);
}

const NOTHING: SearchReport = { status: 'loading', options: [] };

/**
 * Issue 25's search (decision 120): a `search` landmark named 'Search' holding a WAI-ARIA 1.2
 * combobox (an editable input with a listbox popup and list autocomplete). The input keeps the
 * focus: ArrowDown/ArrowUp move the highlight (aria-activedescendant), Enter opens the highlighted
 * result (the first when none is), Escape closes the popup and then clears the text; a click on a
 * result opens it. '/' focuses it from anywhere but a field.
 */
export function SearchBox({ scope, className }: { scope: SearchScope; className?: string }) {
  const { t } = useTranslation('search');
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const [value, setValue] = useState('');
  // Whether the popup may show: on focus and typing; not after Escape, a choice or leaving.
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [report, setReport] = useState<SearchReport>(NOTHING);
  useSlashShortcut(inputRef);

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
  }, [close]);
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
    <div role="search" aria-label={t('label')} className={cn('relative', className)}>
      <SearchIcon
        className="pointer-events-none absolute left-2 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label={t('label')}
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={active?.id}
        aria-keyshortcuts="/"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
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
        className="h-9 w-full rounded-md border border-input bg-card pl-8 pr-8 text-base text-card-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
      />
      <kbd
        aria-hidden="true"
        className="pointer-events-none absolute right-2 top-1/2 hidden -translate-y-1/2 rounded border bg-muted px-1.5 text-xs text-muted-foreground desktop:inline"
      >
        /
      </kbd>
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
        <Suspense fallback={null}>
          <SearchResults
            scope={scope}
            query={value}
            listboxId={listboxId}
            activeIndex={activeIndex}
            onReport={onReport}
            onChosen={onChosen}
          />
        </Suspense>
      )}
    </div>
  );
}
