import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FavouriteButton } from '@/components/favourite-button.tsx';
import { MatchupList } from '@/components/sports/matchup-list.tsx';
import { useFavouriteLeagues } from '@/lib/sportsbook/favourite-leagues.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { usePicks } from '@/lib/picks/use-picks.ts';
import { sportEventQueries } from '@/lib/queries/sport-event-queries.ts';
import { DayPicker } from '../components/day-picker.tsx';
import { leagueName } from '../model/league-name.ts';
import { leagueMatchups, leagueView } from '../model/league-view.ts';

/** SPEC §2 Sport/league list: the day's matchups of one league (the slip sits beside it). */
export default function LeaguePage() {
  const { t } = useTranslation('sports');
  const [searchParams] = useSearchParams();
  const { sport, league, days, date } = leagueView(useParams(), searchParams);
  // A league without a short name cannot be asked for: its page shows no games (decision 193).
  const named = league !== '';
  const query = useQuery(leagueMatchups({ league, date }));
  const { data: name } = useQuery({
    ...sportEventQueries.today(),
    select: (events) => leagueName(events, sport, league),
  });
  const picks = usePicks();
  const titleId = useId();
  const favourites = useFavouriteLeagues(useSession()?.user.userName);
  const ref = { sport, league };
  return (
    <div className="grid gap-4 p-4 tablet:p-6">
      <header className="grid gap-1">
        <p className="text-sm font-medium wrap-anywhere text-muted-foreground">{sport}</p>
        <div className="flex items-center gap-2">
          <h1 id={titleId} className="min-w-0 text-2xl font-bold tracking-tight wrap-anywhere">
            {name ?? league}
          </h1>
          {/* Issue 25: the league's star, the same as the sports menu's. */}
          <FavouriteButton
            pressed={favourites.isFavourite(ref)}
            onPressedChange={() => {
              favourites.toggle(ref);
            }}
            aria-describedby={titleId}
          />
        </div>
        {query.data && (
          <p className="text-sm text-muted-foreground">
            {t('gameCount', { count: query.data.totalCount })}
          </p>
        )}
      </header>
      <DayPicker days={days} value={date} />
      <MatchupList
        matchups={named ? query.data?.items : []}
        pending={named && query.isPending}
        failed={query.isError && !query.data}
        onRetry={() => void query.refetch()}
        picks={picks}
      />
    </div>
  );
}
