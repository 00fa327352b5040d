import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { cn } from '@/lib/cn.ts';
import type { DayRange } from '../model/day.ts';
import { STATUS_FILTERS, readStatus } from '../model/ticket-filters.ts';
import type { TicketFiltersState } from '../model/use-ticket-filters.ts';

/**
 * Status, date range and team filters of the ticket history (issue 25). Labelled native controls,
 * so they work by keyboard and with the phone's own pickers; on a phone they fold behind a
 * "Filters" button that says how many are on.
 */
export function TicketFilters({ state, range }: { state: TicketFiltersState; range: DayRange }) {
  const { t } = useTranslation('transactions');
  const { filters } = state;
  const [open, setOpen] = useState(false);
  const ids = { panel: useId(), status: useId(), from: useId(), to: useId(), team: useId() };
  const shownCount =
    (filters.status !== 'all' ? 1 : 0) + (filters.team.trim() ? 1 : 0) + (state.ranged ? 1 : 0);
  return (
    <form
      role="search"
      aria-label={t('filters.title')}
      className="grid gap-3 rounded-md border bg-card p-3"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <Button
        type="button"
        variant="outline"
        className="justify-self-start sm:hidden"
        aria-expanded={open}
        aria-controls={ids.panel}
        onClick={() => {
          setOpen(!open);
        }}
      >
        <FilterIcon aria-hidden="true" />
        {shownCount > 0 ? t('filters.toggleCount', { count: shownCount }) : t('filters.toggle')}
      </Button>
      <div
        id={ids.panel}
        className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-4', !open && 'max-sm:hidden')}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={ids.status}>{t('filters.status')}</Label>
          <NativeSelect
            id={ids.status}
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
        <div className="grid gap-1.5">
          <Label htmlFor={ids.from}>{t('filters.from')}</Label>
          <Input
            id={ids.from}
            type="date"
            value={filters.from}
            min={range.min}
            max={range.max}
            onChange={(event) => {
              state.setFrom(event.target.value);
            }}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.to}>{t('filters.to')}</Label>
          <Input
            id={ids.to}
            type="date"
            value={filters.to}
            min={range.min}
            max={range.max}
            onChange={(event) => {
              state.setTo(event.target.value);
            }}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.team}>{t('filters.team')}</Label>
          <Input
            key={state.teamFieldKey}
            id={ids.team}
            type="search"
            autoComplete="off"
            defaultValue={filters.team}
            onChange={(event) => {
              state.setTeam(event.target.value);
            }}
          />
        </div>
        {state.active && (
          <Button
            type="button"
            variant="ghost"
            className="justify-self-start sm:col-span-2 lg:col-span-4"
            onClick={state.clear}
          >
            <XIcon aria-hidden="true" />
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
