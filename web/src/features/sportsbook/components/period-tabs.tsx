import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OddsLine } from '@sportsbook/contracts/schemas/sportsbook';
import { cn } from '@/lib/cn.ts';

/** The event's periods (Game, 1st Half, ...) as links (?period=), so each can be shared. */
export function PeriodTabs({ periods, value }: { periods: OddsLine[]; value: string }) {
  const { t } = useTranslation('sportsbook');
  return (
    <nav aria-label={t('event.periods')} className="flex gap-1.5 overflow-x-auto pb-1">
      {periods.map(({ line }) => (
        <Link
          key={line.shortName}
          to={`?period=${encodeURIComponent(line.shortName)}`}
          replace
          aria-current={line.shortName === value ? 'page' : undefined}
          className={cn(
            'shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors hover:border-primary',
            line.shortName === value
              ? 'border-primary bg-primary text-primary-foreground'
              : 'bg-card',
          )}
        >
          {line.description}
        </Link>
      ))}
    </nav>
  );
}
