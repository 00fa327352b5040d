import { NavLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Sport } from '@sportsbook/contracts/schemas/sportsbook';
import { cn } from '@/lib/cn.ts';
import { sportEventQueries } from '@/lib/queries/sport-event-queries.ts';
import { visibleSports } from '@/lib/sportsbook/sport-events.ts';
import { SportIcon } from '../model/icons.tsx';
import { leaguePath } from '@/lib/sportsbook/sportsbook-paths.ts';

const chipClass =
  'inline-flex shrink-0 items-center gap-1.5 rounded-full border bg-card px-3 py-1 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function ChipContent({ sport }: { sport: Sport }) {
  return (
    <>
      <SportIcon sport={sport.name} className="size-4 text-primary" />
      {sport.name}
      <span className="text-xs tabular-nums text-muted-foreground">{sport.eventCount}</span>
    </>
  );
}

/**
 * The horizontal sport menu above the content: one chip per sport of the day, opening the sport's
 * first league (a sport without leagues is a plain chip).
 */
export function SportChips({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { data: sports } = useQuery({ ...sportEventQueries.today(), select: visibleSports });
  // While the sports load, a row of the same height holds their place (Lighthouse CLS, issue 15).
  if (!sports)
    return (
      <div aria-hidden="true" className={cn('border-b bg-background', className)}>
        <div className="flex px-3 py-2 tablet:px-4">
          <span className={chipClass}>&nbsp;</span>
        </div>
      </div>
    );
  if (!sports.length) return null;
  return (
    <nav aria-label={t('sportChips.label')} className={cn('border-b bg-background', className)}>
      <ul className="flex gap-2 overflow-x-auto px-3 py-2 tablet:px-4">
        {sports.map((sport) => {
          const first = sport.leagues[0];
          return (
            <li key={sport.name} className="shrink-0">
              {first ? (
                <NavLink
                  to={leaguePath(sport.name, first.shortName)}
                  className={({ isActive }) =>
                    cn(
                      chipClass,
                      'hover:bg-muted',
                      isActive && 'border-primary bg-accent text-accent-foreground',
                    )
                  }
                >
                  <ChipContent sport={sport} />
                </NavLink>
              ) : (
                <span className={chipClass}>
                  <ChipContent sport={sport} />
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
