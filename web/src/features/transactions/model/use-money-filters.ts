import type { DayRange } from './day.ts';
import { foldText } from '@/lib/fold-text.ts';
import type { MoneyFilters } from './money-filters.ts';
import { listFilters, useUrlFilters, type ListFilters } from './use-url-filters.ts';

/** Clear removes the dates and the text; the SPEC's All / Deposit / Withdraw choice stays. */
export interface MoneyFiltersState extends ListFilters<MoneyFilters> {
  setText: (text: string) => void;
}

/** The deposit / withdraw filters in the URL: ?from=, ?to=, ?text= (decision 123). */
export function useMoneyFilters(range: DayRange): MoneyFiltersState {
  const url = useUrlFilters(range);
  const filters: MoneyFilters = { ...url.days, text: url.search.get('text') ?? '' };
  const narrows = foldText(filters.text).trim() !== '';
  return {
    ...listFilters(url, filters, narrows, ['from', 'to', 'text']),
    setText: (text) => {
      url.setText('text', text);
    },
  };
}
