import type { DayRange } from './day.ts';
import { foldText } from '@/lib/fold-text.ts';
import type { MoneyFilters } from './money-filters.ts';
import { useUrlFilters } from './use-url-filters.ts';

export interface MoneyFiltersState {
  filters: MoneyFilters;
  /** The text narrows the list, or the dates differ from the page's one day. */
  active: boolean;
  ranged: boolean;
  setFrom: (day: string) => void;
  setTo: (day: string) => void;
  setText: (text: string) => void;
  /** Removes the dates and the text; the SPEC's All / Deposit / Withdraw choice stays. */
  clear: () => void;
  textFieldKey: number;
}

/** The deposit / withdraw filters in the URL: ?from=, ?to=, ?text= (decision 123). */
export function useMoneyFilters(range: DayRange): MoneyFiltersState {
  const url = useUrlFilters(range);
  const filters: MoneyFilters = { ...url.days, text: url.search.get('text') ?? '' };
  return {
    filters,
    active: url.ranged || foldText(filters.text).trim() !== '',
    ranged: url.ranged,
    setFrom: url.setFrom,
    setTo: url.setTo,
    setText: (text) => {
      url.setText('text', text);
    },
    clear: () => {
      url.clear(['from', 'to', 'text']);
    },
    textFieldKey: url.fieldKey,
  };
}
