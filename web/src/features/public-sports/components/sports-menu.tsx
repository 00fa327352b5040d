import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Sport } from '@sportsbook/contracts/schemas/sportsbook';
import { cn } from '@/lib/cn.ts';
import type { Selection } from '../model/select-games.ts';
import { selectionHref } from '../model/use-selection.ts';

const same = (a: string | null, b: string) => a?.toLowerCase() === b.toLowerCase();

function Count({ count }: { count: number }) {
  const { t } = useTranslation('sports');
  return (
    <>
      <span
        aria-hidden="true"
        className="rounded-full bg-muted px-2 text-xs font-semibold text-muted-foreground"
      >
        {count}
      </span>
      <span className="sr-only">{`, ${t('menu.eventCount', { count })}`}</span>
    </>
  );
}

const itemClass =
  'flex items-center justify-between gap-2 rounded-md px-2 py-1.5 hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground';

/** Sports and their leagues with event counts (the caller lists only the visible ones). */
export function SportsMenu({
  sports,
  selection,
  label,
  onNavigate,
  className,
}: {
  sports: Sport[];
  selection: Selection;
  label: string;
  onNavigate?: () => void;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn('text-sm', className)}>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-1">
        {sports.map((sport) => {
          const sportActive = same(selection.sport, sport.name) && !selection.league;
          return (
            <li key={sport.name}>
              <Link
                to={selectionHref({ sport: sport.name })}
                aria-current={sportActive ? 'page' : undefined}
                onClick={onNavigate}
                className={cn(itemClass, 'font-semibold')}
              >
                {sport.name}
                <Count count={sport.eventCount} />
              </Link>
              <ul className="ml-3 grid grid-cols-[minmax(0,1fr)] gap-0.5 border-l pl-2">
                {sport.leagues.map((league) => (
                  <li key={league.shortName}>
                    <Link
                      to={selectionHref({ sport: sport.name, league: league.shortName })}
                      aria-current={same(selection.league, league.shortName) ? 'page' : undefined}
                      onClick={onNavigate}
                      className={itemClass}
                    >
                      <span className="min-w-0 truncate">{league.name}</span>
                      <Count count={league.cnt} />
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
