import { useLatestSearchParams } from '@/lib/use-latest-search-params.ts';
import { readInboxSearch, writeInboxSearch, type InboxSearch } from './inbox-search.ts';

/**
 * The inbox's tab, search text and 'View read messages' live in its URL, so Back from a message
 * shows the same list. Changes replace the entry rather than add one, and build on the last one
 * asked for: the search's debounce firing just after the box is ticked keeps the tick.
 */
export function useInboxSearch(): [InboxSearch, (change: Partial<InboxSearch>) => void] {
  const { shown, set } = useLatestSearchParams();
  const update = (change: Partial<InboxSearch>) => {
    set((latest) => writeInboxSearch({ ...readInboxSearch(latest), ...change }), {
      replace: true,
    });
  };
  return [readInboxSearch(shown), update];
}
