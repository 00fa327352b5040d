import { useQuery } from '@tanstack/react-query';
import { GamesSkeleton } from '@/components/sports/games-skeleton.tsx';
import { GamesTable } from '@/components/sports/games-table.tsx';
import { SportsEmpty, SportsError } from '@/components/sports/sports-status.tsx';
import { sportEventQueries } from '@/lib/queries/sport-event-queries.ts';
import { gamesByLeague } from '@/lib/sport-events.ts';

/**
 * Today's games by league, odds read-only: the bet slip arrives with a later issue, so prices are
 * not buttons yet rather than buttons that do nothing.
 */
export function TodayGames() {
  const query = useQuery({ ...sportEventQueries.today(), select: gamesByLeague });
  if (query.isPending) return <GamesSkeleton />;
  if (query.isError && !query.data) return <SportsError onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <SportsEmpty />;
  return (
    <div className="grid gap-4 xl:grid-cols-2 xl:items-start">
      {query.data.map((group) => (
        <GamesTable key={group.league} league={group.league} games={group.games} />
      ))}
    </div>
  );
}
