import { useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { loadBeyondTexts } from '@/lib/texts/load-beyond-texts.ts';
import { useAfterFirstReads } from '@/lib/use-after-first-reads.ts';
import type { SearchScope } from '../model/destinations.ts';
import type { SearchHandoff } from '../model/handoff.ts';
import type * as ComboboxModule from './search-combobox.tsx';
import { SEARCH_INPUT_PROPS, SearchFrame } from './search-frame.tsx';

type Combobox = typeof ComboboxModule.SearchCombobox;

// The combobox, and issue 25's texts it speaks, once fetched: later boxes start with it.
let loaded: Combobox | null = null;
let loading: Promise<Combobox> | null = null;
const loadCombobox = (): Promise<Combobox> => {
  loading ??= Promise.all([import('./search-combobox.tsx'), loadBeyondTexts()]).then(
    ([module]) => (loaded = module.SearchCombobox),
    (error: unknown) => {
      loading = null; // a later wish tries again
      throw error;
    },
  );
  return loading;
};

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

/**
 * The field as the first paint shows it: the combobox's look, name and role, closed (its listbox
 * empty and hidden), taking text. Focus or a pointer over it asks for the combobox.
 */
function StandIn({
  className,
  inputRef,
  onWanted,
}: {
  className?: string;
  inputRef: React.RefObject<HTMLInputElement | null>;
  onWanted: () => void;
}) {
  const { t } = useTranslation('search');
  const listboxId = useId();
  return (
    <SearchFrame
      label={t('label')}
      className={className}
      input={
        <input
          {...SEARCH_INPUT_PROPS}
          ref={inputRef}
          role="combobox"
          aria-label={t('label')}
          aria-expanded={false}
          aria-controls={listboxId}
          placeholder={t('placeholder')}
          onPointerEnter={onWanted}
          onFocus={onWanted}
        />
      }
    >
      <div id={listboxId} role="listbox" aria-label={t('label')} hidden />
    </SearchFrame>
  );
}

/** What the stand-in holds now: its text, caret and whether it has the focus. */
const handoffOf = (input: HTMLInputElement | null): SearchHandoff | null =>
  input && {
    value: input.value,
    selection: input.selectionStart,
    focused: document.activeElement === input,
  };

/**
 * Issue 25's search box in the top bar and the public header. The first paint has a stand-in of
 * the same size (no layout shift); the combobox (search-combobox.tsx) and its texts load once the
 * page's first reads are in, or at once when the field is focused or pointed at, and take over
 * what was typed (decision 123). '/' focuses it from anywhere but a field, at either stage.
 */
export function SearchBox({ scope, className }: { scope: SearchScope; className?: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [combobox, setCombobox] = useState<{
    Component: Combobox;
    handoff: SearchHandoff | null;
  } | null>(() => (loaded ? { Component: loaded, handoff: null } : null));
  // Each focus or pointer over the stand-in asks again (after a failed fetch, it tries again).
  const [asked, setAsked] = useState(0);
  const afterReads = useAfterFirstReads();
  useSlashShortcut(inputRef);

  useEffect(() => {
    if (combobox || (asked === 0 && !afterReads)) return;
    let live = true;
    loadCombobox().then(
      (Component) => {
        if (!live) return;
        // Read and replaced in one go: no keystroke can fall between the two.
        const handoff = handoffOf(inputRef.current);
        flushSync(() => {
          setCombobox({ Component, handoff });
        });
      },
      (error: unknown) => {
        // The stand-in stays and keeps what is typed.
        console.error(error);
      },
    );
    return () => {
      live = false;
    };
  }, [combobox, asked, afterReads]);

  if (combobox) {
    const { Component, handoff } = combobox;
    return <Component scope={scope} className={className} inputRef={inputRef} handoff={handoff} />;
  }
  return (
    <StandIn
      className={className}
      inputRef={inputRef}
      onWanted={() => {
        setAsked((count) => count + 1);
      }}
    />
  );
}
