import { useSearchParams } from 'react-router';
import { readInboxSearch, writeInboxSearch, type InboxSearch } from './inbox-search.ts';

/**
 * The inbox's tab, search text and 'View read messages' live in its URL, so Back from a message
 * shows the same list. Changes replace the entry rather than add one.
 */
export function useInboxSearch(): [InboxSearch, (change: Partial<InboxSearch>) => void] {
  const [params, setParams] = useSearchParams();
  const search = readInboxSearch(params);
  const update = (change: Partial<InboxSearch>) => {
    setParams((previous) => writeInboxSearch({ ...readInboxSearch(previous), ...change }), {
      replace: true,
    });
  };
  return [search, update];
}
