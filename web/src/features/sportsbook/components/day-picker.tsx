import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { useFormat } from '@/lib/use-format.ts';

/** SPEC §9: the day of a league's games, today to 3 days ahead; each day is a link (?date=). */
export function DayPicker({ days, value }: { days: readonly string[]; value: string }) {
  const { t } = useTranslation('sportsbook');
  const format = useFormat();
  // A yyyy-MM-dd day is its local calendar day (date-format.ts).
  const label = (day: string, index: number) => (index === 0 ? t('days.today') : format.day(day));
  return (
    <nav aria-label={t('days.label')} className="flex gap-1.5 overflow-x-auto pb-1">
      {days.map((day, index) => (
        <Link
          key={day}
          to={index === 0 ? '?' : `?date=${day}`}
          aria-current={day === value ? 'date' : undefined}
          className={cn(
            'shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors hover:border-primary',
            day === value ? 'border-primary bg-primary text-primary-foreground' : 'bg-card',
          )}
        >
          {label(day, index)}
        </Link>
      ))}
    </nav>
  );
}
