import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { addDays, parseIsoDay, toIsoDay, type DayRange } from '../model/day.ts';
import { formatTableDay } from '../model/table-date.ts';

/**
 * The day the page lists: the platform's date picker, bounded to the days the account keeps, with
 * previous / next day buttons and the chosen day written out as the language writes a date
 * (mm/dd/yy, zero-padded, in English, SPEC §2), since the native field's own format varies by
 * browser.
 */
export function DayPicker({
  day,
  range,
  onDayChange,
}: {
  day: string;
  range: DayRange;
  onDayChange: (day: string) => void;
}) {
  const { t, i18n } = useTranslation('transactions');
  const inputId = useId();
  const shownId = useId();
  const date = parseIsoDay(day) ?? new Date();
  const step = (days: number) => {
    onDayChange(toIsoDay(addDays(date, days)));
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={inputId}>{t('date')}</Label>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            disabled={day <= range.min}
            onClick={() => {
              step(-1);
            }}
            aria-label={t('previousDay')}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Input
            id={inputId}
            type="date"
            className="w-auto min-w-0"
            value={day}
            min={range.min}
            max={range.max}
            required
            aria-describedby={shownId}
            onChange={(event) => {
              // Clearing the field keeps the day shown; there is always a day to list.
              if (event.target.value) onDayChange(event.target.value);
            }}
          />
          <Button
            variant="outline"
            size="icon"
            disabled={day >= range.max}
            onClick={() => {
              step(1);
            }}
            aria-label={t('nextDay')}
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
        <p id={shownId} className="text-sm text-muted-foreground">
          {t('shown', { date: formatTableDay(date.toISOString(), i18n.language) })}
        </p>
      </div>
    </div>
  );
}
