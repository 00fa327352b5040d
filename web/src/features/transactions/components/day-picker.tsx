import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { addDays, parseIsoDay, toIsoDay, type DayRange } from '../model/day.ts';
import { DayButton } from './date-field.tsx';

/**
 * The day the page lists: the app's day button (a calendar in the page's language, the day as
 * mm/dd/yy in English, SPEC §2; decision 177), bounded to the days the account keeps, between
 * previous / next day buttons.
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
  const { t } = useTranslation('transactions');
  const buttonId = useId();
  const labelId = useId();
  const date = parseIsoDay(day) ?? new Date();
  const step = (days: number) => {
    onDayChange(toIsoDay(addDays(date, days)));
  };
  return (
    <div className="grid gap-1.5">
      <Label id={labelId} htmlFor={buttonId}>
        {t('date')}
      </Label>
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
        <DayButton
          id={buttonId}
          labelId={labelId}
          label={t('date')}
          value={day}
          range={range}
          onChange={onDayChange}
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
    </div>
  );
}
