import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarXIcon } from 'lucide-react';
import { GamesSkeleton } from '@/components/sports/games-skeleton.tsx';
import { GamesTable } from '@/components/sports/games-table.tsx';
import { Button } from '@/components/ui/button.tsx';
import { sportEventQueries } from '@/lib/queries/sport-event-queries.ts';
import { gamesByLeague } from '@/lib/sport-events.ts';

/**
 * Today's games by league, odds read-only: the bet slip arrives with a later issue, so prices are
 * not buttons yet rather than buttons that do nothing.
 */
export function TodayGames() {
  const { t } = useTranslation('sports');
  const query = useQuery({ ...sportEventQueries.today(), select: gamesByLeague });
  if (query.isPending) return <GamesSkeleton />;
  if (query.isError && !query.data) {
    return (
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-xl border bg-card px-6 py-10 text-center"
      >
        <p className="font-semibold">{t('error.title')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('error.retry')}
        </Button>
      </div>
    );
  }
  const groups = query.data;
  if (groups.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border bg-card px-6 py-10 text-center">
        <CalendarXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">{t('empty.title')}</p>
        <p className="text-muted-foreground">{t('empty.text')}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-4 xl:grid-cols-2 xl:items-start">
      {groups.map((group) => (
        <GamesTable key={group.league} league={group.league} games={group.games} />
      ))}
    </div>
  );
}
