import { useId } from 'react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { DayRange } from '../model/day.ts';

/** A filter's labelled native field (the phone's own picker or keyboard). */
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

/** One date field bounded to the history the account keeps. */
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
  return (
    <FilterField
      label={label}
      type="date"
      value={value}
      min={range.min}
      max={range.max}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
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
