import { useId, useState } from 'react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarIcon } from 'lucide-react';
import { enUS } from 'react-day-picker/locale/en-US';
import { es } from 'react-day-picker/locale/es';
import { Button } from '@/components/ui/button.tsx';
import { Calendar } from '@/components/ui/calendar.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { useFormat } from '@/lib/use-format.ts';
import { parseIsoDay, toIsoDay, type DayRange } from '../model/day.ts';

/** A filter's labelled native field (the text filter). */
export function FilterField({
  label,
  ...props
}: React.ComponentProps<'input'> & { label: string }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}

/**
 * One day, bounded to the history the account keeps: a button that shows the day as the page's
 * language writes a short date (SPEC §2: mm/dd/yy) and opens a calendar in that language (the
 * native date field shows the browser's language instead; decision 177). The button is named by
 * its label and the day ("From 11/28/26"); the calendar is a grid the arrow keys move through,
 * Enter picks, Escape closes, and focus returns to the button.
 */
export function DayButton({
  id,
  labelId,
  label,
  value,
  range,
  onChange,
}: {
  id: string;
  labelId: string;
  label: string;
  value: string;
  range: DayRange;
  onChange: (day: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const { i18n } = useTranslation();
  const format = useFormat();
  const selected = parseIsoDay(value) ?? undefined;
  const [first, last] = [parseIsoDay(range.min), parseIsoDay(range.max)];
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          variant="outline"
          aria-labelledby={`${labelId} ${id}-day`}
          className="min-w-36 justify-between bg-card font-normal tabular-nums"
        >
          <span id={`${id}-day`}>{format.shortDate(value)}</span>
          <CalendarIcon aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start" aria-label={label}>
        <Calendar
          mode="single"
          required
          // The bettor just opened this dialog: focus goes to the chosen day, as in the ARIA
          // practices' date picker dialog (not a page load, which the rule is about).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          locale={i18n.language === 'es' ? es : enUS}
          selected={selected}
          defaultMonth={selected}
          startMonth={first ?? undefined}
          endMonth={last ?? undefined}
          disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]}
          onSelect={(day) => {
            onChange(toIsoDay(day));
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}

/** A labelled DayButton (the filters' From and To). */
export function DateField({
  label,
  value,
  range,
  onChange,
}: {
  label: string;
  value: string;
  range: DayRange;
  onChange: (day: string) => void;
}) {
  const id = useId();
  const labelId = useId();
  return (
    <div className="grid gap-1.5">
      <Label id={labelId} htmlFor={id}>
        {label}
      </Label>
      <DayButton
        id={id}
        labelId={labelId}
        label={label}
        value={value}
        range={range}
        onChange={onChange}
      />
    </div>
  );
}

/** From and To: the days a list covers, each a DateField (both lists' filters use them). */
export function DateRangeFields({
  days,
  range,
  onFrom,
  onTo,
}: {
  days: { from: string; to: string };
  range: DayRange;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
}) {
  const { t } = useTranslation('transactions');
  return (
    <>
      <DateField label={t('filters.from')} value={days.from} range={range} onChange={onFrom} />
      <DateField label={t('filters.to')} value={days.to} range={range} onChange={onTo} />
    </>
  );
}
