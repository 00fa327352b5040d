import { useNavigate, useParams } from 'react-router';
import { historyDays } from '@sportsbook/contracts/rules/history';
import { useSession } from '@/lib/session/session-store.ts';
import { useLatestSearchParams } from '@/lib/use-latest-search-params.ts';
import { historyRange, readDay, type DayRange } from './day.ts';
import { readFilter, readType, type MoneyFilter, type TransactionType } from './view.ts';

const PAGE_PATH = '/account/transactions';

export interface TransactionsSearch {
  type: TransactionType;
  /** yyyy-MM-dd, always inside `range`. */
  day: string;
  range: DayRange;
  filter: MoneyFilter;
  setDay: (day: string) => void;
  setFilter: (filter: MoneyFilter) => void;
}

/**
 * The page's state lives in its URL (/account/transactions/{type} or ?type=, ?date=, ?filter=), so
 * a reload or Back shows the same day and filter. Changes replace the entry rather than add one.
 */
export function useTransactionsSearch(): TransactionsSearch {
  const params = useParams();
  const urlSearch = useLatestSearchParams();
  const search = urlSearch.shown;
  const navigate = useNavigate();
  const range = historyRange(historyDays(useSession()?.user.settingUI.maxHistoryDays));
  const type = readType(params.type ?? search.get('type'));
  const inPath = params.type !== undefined;

  const setDay = (day: string) => {
    urlSearch.set(
      (next) => {
        next.set('date', readDay(day, range));
        // A day picked is the one day to list: a ticket date range set before gives way.
        next.delete('from');
        next.delete('to');
        return next;
      },
      { replace: true },
    );
  };

  // All keeps the route's type and says so in ?filter=; Deposit or Withdraw becomes the type itself,
  // written where the type came from (the path or ?type=), so the URL stays the one the user knows.
  const setFilter = (filter: MoneyFilter) => {
    const next = urlSearch.latest();
    next.delete('filter');
    if (filter === 'all') next.set('filter', 'all');
    else if (!inPath) next.set('type', filter);
    if (inPath && filter !== 'all') {
      const to = { pathname: `${PAGE_PATH}/${filter}`, search: `?${next.toString()}` };
      void navigate(to, { replace: true });
    } else urlSearch.set(next, { replace: true });
  };

  return {
    type,
    day: readDay(search.get('date'), range),
    range,
    filter: readFilter(search.get('filter'), type),
    setDay,
    setFilter,
  };
}
