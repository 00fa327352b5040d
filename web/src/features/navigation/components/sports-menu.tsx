import { useId } from 'react';
import { Link, NavLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CloverIcon } from 'lucide-react';
import { VERSION_LABEL } from '@sportsbook/contracts/rules/constants';
import type { League, Sport } from '@sportsbook/contracts/schemas/sportsbook';
import { FavouriteButton } from '@/components/favourite-button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { favouritesIn, useFavouriteLeagues, type LeagueRef } from '@/lib/favourite-leagues.ts';
import { sportEventQueries } from '@/lib/queries/sport-event-queries.ts';
import { useSession } from '@/lib/session-store.ts';
import { visibleSports } from '@/lib/sport-events.ts';
import { SportIcon } from '../model/icons.tsx';
import { leaguePath } from '@/lib/sportsbook-paths.ts';

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

interface Favourites {
  isFavourite: (league: LeagueRef) => boolean;
  toggle: (league: LeagueRef) => void;
}

function LeagueRow({
  sport,
  league,
  favourites,
  onNavigate,
}: {
  sport: string;
  league: League;
  favourites: Favourites;
  onNavigate?: () => void;
}) {
  const nameId = useId();
  const ref = { sport, league: league.shortName };
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
      <FavouriteButton
        pressed={favourites.isFavourite(ref)}
        onPressedChange={() => {
          favourites.toggle(ref);
        }}
        aria-describedby={nameId}
      />
    </div>
  );
}

function SportEntry({
  sport,
  favourites,
  onNavigate,
}: {
  sport: Sport;
  favourites: Favourites;
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
            <LeagueRow
              sport={sport.name}
              league={league}
              favourites={favourites}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Issue 25: the user's favourite leagues of the day, first, each with its sport's icon. */
function FavouriteLeagues({
  sports,
  favourites,
  onNavigate,
}: {
  sports: Sport[];
  favourites: Favourites & { list: readonly LeagueRef[] };
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('favourites');
  const rows = favouritesIn(sports, favourites.list);
  if (rows.length === 0) return null;
  return (
    <section className="flex flex-col gap-1">
      <h2 className={headingClass}>{t('heading')}</h2>
      <ul className="flex flex-col gap-0.5">
        {rows.map(({ sport, league }) => (
          <li key={`${sport}/${league.shortName}`} className="flex items-center gap-1">
            <SportIcon sport={sport} className="ml-2 size-4 shrink-0 text-primary" />
            <div className="min-w-0 flex-1">
              <LeagueRow
                sport={sport}
                league={league}
                favourites={favourites}
                onNavigate={onNavigate}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * SPEC §2 left sports menu: the user's favourite leagues first (issue 25), Lottery (quick games,
 * when enabled and built), today's sports with their leagues and counts, and the version label. Each
 * league has a star that adds it to the favourites or takes it out.
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
  const { favourites: list, toggle, isFavourite } = useFavouriteLeagues(session?.user.userName);
  const favourites = { list, toggle, isFavourite };
  const {
    data: sports,
    isPending,
    isError,
  } = useQuery({ ...sportEventQueries.today(), select: visibleSports });

  return (
    <nav aria-label={t('sideMenu.label')} className={cn('flex flex-col gap-5 p-3', className)}>
      {sports && sports.length > 0 && (
        <FavouriteLeagues sports={sports} favourites={favourites} onNavigate={onNavigate} />
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
              <SportEntry
                key={sport.name}
                sport={sport}
                favourites={favourites}
                onNavigate={onNavigate}
              />
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
