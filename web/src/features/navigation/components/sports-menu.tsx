import { useId } from 'react';
import { Link, NavLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CloverIcon } from 'lucide-react';
import { VERSION_LABEL } from '@sportsbook/contracts/rules/constants';
import type { League, Sport } from '@sportsbook/contracts/schemas/sportsbook';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { sportEventQueries } from '@/lib/queries/sport-event-queries.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { visibleSports } from '@/lib/sportsbook/sport-events.ts';
import {
  hasStoredFavourites,
  useFavouritesPart,
  type FavouritesPart,
} from '../model/favourites-part-loader.ts';
import { SportIcon } from '../model/icons.tsx';
import { leaguePath } from '@/lib/sportsbook/sportsbook-paths.ts';

const headingClass = 'px-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground';
const rowClass =
  'flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function Count({ value }: { value: number }) {
  return (
    <span className="rounded-full bg-muted px-2 text-xs tabular-nums text-muted-foreground">
      {value}
    </span>
  );
}

function LeagueRow({
  sport,
  league,
  part,
  onNavigate,
}: {
  sport: string;
  league: League;
  part: FavouritesPart | null;
  onNavigate?: () => void;
}) {
  const nameId = useId();
  return (
    <div className="flex items-center gap-0.5">
      <NavLink
        to={leaguePath(sport, league.shortName)}
        onClick={onNavigate}
        className={({ isActive }) =>
          cn(
            rowClass,
            'min-w-0 flex-1 hover:bg-muted',
            isActive && 'bg-accent text-accent-foreground',
          )
        }
      >
        <span id={nameId} className="min-w-0 truncate" title={league.name}>
          {league.name}
        </span>
        <Count value={league.cnt} />
      </NavLink>
      {/* The star's room is kept until the favourites part arrives, so nothing moves then. */}
      {part ? (
        <part.LeagueStar sport={sport} league={league.shortName} describedBy={nameId} />
      ) : (
        <span className="size-8 shrink-0" />
      )}
    </div>
  );
}

function SportEntry({
  sport,
  part,
  onNavigate,
}: {
  sport: Sport;
  part: FavouritesPart | null;
  onNavigate?: () => void;
}) {
  return (
    <li>
      <p className="flex items-center gap-2 px-2 pb-1 pt-2 text-sm font-semibold">
        <SportIcon sport={sport.name} className="size-4 text-primary" />
        {sport.name}
      </p>
      <ul className="flex flex-col gap-0.5 pl-4">
        {sport.leagues.map((league) => (
          <li key={league.shortName}>
            <LeagueRow sport={sport.name} league={league} part={part} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * SPEC §2 left sports menu: the user's favourite leagues first (issue 25), Lottery (quick games,
 * when enabled and built), today's sports with their leagues and counts, and the version label. Each
 * league has a star that adds it to the favourites or takes it out; the stars and the favourites
 * come after the first odds (favourites-part.tsx, decision 123).
 */
export function SportsMenu({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const quickGames = Boolean(session?.user.settingUI.quickGameEnabled);
  const { part, failed } = useFavouritesPart();
  const {
    data: loadedSports,
    isPending: sportsPending,
    isError,
  } = useQuery({ ...sportEventQueries.today(), select: visibleSports });
  // With favourites stored, the list waits for the part that lists them first (decision 123).
  const waiting = !part && !failed && hasStoredFavourites(session?.user.userName);
  const sports = waiting ? undefined : loadedSports;
  const isPending = sportsPending || (waiting && !isError);

  return (
    <nav aria-label={t('sideMenu.label')} className={cn('flex flex-col gap-5 p-3', className)}>
      {part && sports && sports.length > 0 && (
        <part.FavouriteLeagues
          sports={sports}
          headingClass={headingClass}
          row={(sport, league) => (
            <LeagueRow sport={sport} league={league} part={part} onNavigate={onNavigate} />
          )}
        />
      )}
      {quickGames && (
        <section className="flex flex-col gap-1">
          <h2 className={headingClass}>{t('sideMenu.lottery')}</h2>
          <Link
            to="/quick-games"
            onClick={onNavigate}
            className={cn(rowClass, 'justify-start hover:bg-muted')}
          >
            <CloverIcon className="size-4 text-primary" aria-hidden="true" />
            {t('sideMenu.quickGames')}
          </Link>
        </section>
      )}
      <section className="flex flex-col gap-1">
        <h2 className={headingClass}>{t('sideMenu.sports')}</h2>
        {isPending && <Spinner className="px-2 py-1" label={t('loading', { ns: 'common' })} />}
        {isError && (
          <p className="px-2 text-sm text-muted-foreground">{t('sideMenu.unavailable')}</p>
        )}
        {sports?.length === 0 && (
          <p className="px-2 text-sm text-muted-foreground">{t('sideMenu.noSports')}</p>
        )}
        {sports && sports.length > 0 && (
          <ul className="flex flex-col gap-1">
            {sports.map((sport) => (
              <SportEntry key={sport.name} sport={sport} part={part} onNavigate={onNavigate} />
            ))}
          </ul>
        )}
      </section>
      <p className="mt-auto border-t px-2 pt-3 text-xs text-muted-foreground">
        {t('sideMenu.version', { version: VERSION_LABEL })}
      </p>
    </nav>
  );
}
