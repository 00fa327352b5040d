import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from 'lucide-react';
import { GamesSkeleton } from '@/components/sports/games-skeleton.tsx';
import { FIRST_PAINT_GAMES, MatchupGrid } from '@/components/sports/matchup-grid.tsx';
import { SportsEmpty, SportsError } from '@/components/sports/sports-status.tsx';
import { usePicks } from '@/lib/picks/use-picks.ts';
import { sportEventQueries } from '@/lib/queries/sport-event-queries.ts';
import { leaguePath } from '@/lib/sportsbook/sportsbook-paths.ts';
import { firstPaintCounts, groupMatchups } from '../model/group-matchups.ts';
import { todayMatchups } from '../model/today-matchups.ts';

/** Today's games by league, every price a pick for the slip beside them. */
export function TodayGames() {
  const { t } = useTranslation('sports');
  const query = useQuery(todayMatchups());
  const { data: menu, isPending: menuPending, failureCount } = useQuery(sportEventQueries.today());
  const picks = usePicks();
  // The leagues' order comes from the sports menu: games shown before it would move once it
  // arrives. A menu that fails is not waited for: the leagues then go by name.
  if (query.isPending || (menuPending && failureCount === 0)) return <GamesSkeleton />;
  if (query.isError && !query.data) {
    return (
      <SportsError title={t('sportsbook:error.matchups')} onRetry={() => void query.refetch()} />
    );
  }
  const groups = groupMatchups(query.data.items, menu);
  if (groups.length === 0) return <SportsEmpty />;
  const eagerGames = firstPaintCounts(groups, FIRST_PAINT_GAMES);
  return (
    <div className="grid gap-6">
      {groups.map((group, index) => {
        const eager = eagerGames[index] ?? 0;
        return (
          <section
            key={`${group.sportName}/${group.leagueShort}`}
            aria-labelledby={`today-${group.leagueShort}`}
            className="grid gap-3"
          >
            <header className="flex items-baseline justify-between gap-2">
              <h2 id={`today-${group.leagueShort}`} className="text-lg font-semibold">
                {group.leagueName}
                <span className="ml-2 text-sm font-normal text-muted-foreground">
                  {group.sportName}
                </span>
              </h2>
              <Link
                to={leaguePath(group.sportName, group.leagueShort)}
                className="inline-flex shrink-0 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('gameCount', { count: group.matchups.length })}
                <ChevronRightIcon className="size-4" aria-hidden="true" />
              </Link>
            </header>
            <MatchupGrid matchups={group.matchups} picks={picks} eager={eager} />
          </section>
        );
      })}
    </div>
  );
}
