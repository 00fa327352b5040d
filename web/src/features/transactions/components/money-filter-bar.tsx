import { useTranslation } from 'react-i18next';
import type { DayRange } from '../model/day.ts';
import type { MoneyFiltersState } from '../model/use-money-filters.ts';
import { FilterForm } from './filter-form.tsx';

/**
 * Date range and text filters of the deposit / withdraw table (issue 25, decision 123); the SPEC's
 * All / Deposit / Withdraw choice stays beside the table.
 */
export function MoneyFilters({ state, range }: { state: MoneyFiltersState; range: DayRange }) {
  const { t } = useTranslation('transactions');
  return (
    <FilterForm
      label={t('money.filtersTitle')}
      state={state}
      days={state.filters}
      range={range}
      text={{
        label: t('money.text'),
        value: state.filters.text,
        key: state.fieldKey,
        onChange: state.setText,
      }}
    />
  );
}
