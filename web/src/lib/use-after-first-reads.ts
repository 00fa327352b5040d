import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { afterFirstReads } from './after-first-reads.ts';

// Once the page has settled, it stays settled: a part mounted later (a screen opened afterwards)
// loads at once.
let settled = false;

/** Test hook: the next page starts unsettled again (files that share modules, decision 208). */
export function forgetFirstReads(): void {
  settled = false;
}

/**
 * False until the page's first reads are in and the browser is idle (afterFirstReads), then true:
 * for parts a bettor does not need to see the first odds (issue 25, decision 123), which load then
 * rather than compete with them.
 */
export function useAfterFirstReads(): boolean {
  const queryClient = useQueryClient();
  const [after, setAfter] = useState(settled);
  useEffect(() => {
    if (after) return;
    let cancel: (() => void) | undefined;
    // Starts once this commit's other effects have run: the screen's own reads start in them (a
    // page below this part in the tree subscribes after it), and must count.
    const timer = setTimeout(() => {
      cancel = afterFirstReads(queryClient, () => {
        settled = true;
        setAfter(true);
      });
    }, 0);
    return () => {
      clearTimeout(timer);
      cancel?.();
    };
  }, [queryClient, after]);
  return after;
}
