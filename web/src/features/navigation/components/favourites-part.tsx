import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { League, Sport } from '@sportsbook/contracts/schemas/sportsbook';
import { FavouriteButton } from '@/components/favourite-button.tsx';
import { favouritesIn, useFavouriteLeagues } from '@/lib/sportsbook/favourite-leagues.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { SportIcon } from '../model/icons.tsx';

// Issue 25's favourite leagues in the sports menu: the stars and the Favourites section, with the
// store behind them. They load after the first odds (or with the phone's menu sheet), not with
// the shell (decision 123); sports-menu.tsx keeps a star's room free until they arrive.

/** One league's star: 'Add to favourites' or 'Remove from favourites', about the named league. */
export function LeagueStar({
  sport,
  league,
  describedBy,
}: {
  sport: string;
  league: string;
  describedBy: string;
}) {
  const { isFavourite, toggle } = useFavouriteLeagues(useSession()?.user.userName);
  const ref = { sport, league };
  return (
    <FavouriteButton
      pressed={isFavourite(ref)}
      onPressedChange={() => {
        toggle(ref);
      }}
      aria-describedby={describedBy}
    />
  );
}

/** The user's favourite leagues of the day, first, each with its sport's icon. */
export function FavouriteLeagues({
  sports,
  headingClass,
  row,
}: {
  sports: readonly Sport[];
  headingClass: string;
  /** The menu's own league row (link, count and star). */
  row: (sport: string, league: League) => React.ReactNode;
}) {
  const { t } = useTranslation('favourites');
  const { favourites } = useFavouriteLeagues(useSession()?.user.userName);
  const rows = favouritesIn(sports, favourites);
  if (rows.length === 0) return null;
  return (
    <section className="flex flex-col gap-1">
      <h2 className={headingClass}>{t('heading')}</h2>
      <ul className="flex flex-col gap-0.5">
        {rows.map(({ sport, league }) => (
          <li key={`${sport}/${league.shortName}`} className="flex items-center gap-1">
            <SportIcon sport={sport} className="ml-2 size-4 shrink-0 text-primary" />
            <div className="min-w-0 flex-1">{row(sport, league)}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
