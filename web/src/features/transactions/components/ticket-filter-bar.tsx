import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import type { DayRange } from '../model/day.ts';
import { STATUS_FILTERS, readStatus } from '../model/ticket-filters.ts';
import type { TicketFiltersState } from '../model/use-ticket-filters.ts';
import { FilterForm } from './filter-form.tsx';

/** Status, date range and team filters of the ticket history (issue 25, decision 122). */
export function TicketFilters({ state, range }: { state: TicketFiltersState; range: DayRange }) {
  const { t } = useTranslation('transactions');
  const { filters } = state;
  const statusId = useId();
  return (
    <FilterForm
      label={t('filters.title')}
      state={state}
      days={filters}
      range={range}
      text={{
        label: t('filters.team'),
        value: filters.team,
        key: state.fieldKey,
        onChange: state.setTeam,
      }}
      narrowing={filters.status !== 'all' ? 1 : 0}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={statusId}>{t('filters.status')}</Label>
        <NativeSelect
          id={statusId}
          value={filters.status}
          onChange={(event) => {
            state.setStatus(readStatus(event.target.value));
          }}
        >
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`filters.statuses.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </FilterForm>
  );
}
