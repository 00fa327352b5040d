import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toasts.ts';
import type { SportEvents } from '@sportsbook/contracts/schemas/sportsbook';
import { GamesSkeleton } from '@/components/sports/games-skeleton.tsx';
import { GamesTable } from '@/components/sports/games-table.tsx';
import { SportsEmpty, SportsError } from '@/components/sports/sports-status.tsx';
import { sportEventQueries } from '@/lib/queries/sport-event-queries.ts';
import { visibleSports } from '@/lib/sportsbook/sport-events.ts';
import { publicSportsQueries } from '../api/public-sports-queries.ts';
import {
  activeLeague,
  needsSportCall,
  selectGames,
  type Selection,
} from '../model/select-games.ts';
import { toIsoDay } from '@/lib/local-day.ts';
import { useSelection } from '../model/use-selection.ts';
import { SportsMenu } from './sports-menu.tsx';
import { TopLeagues } from './top-leagues.tsx';

function Loading({ retrying }: { retrying: boolean }) {
  const { t } = useTranslation('sports');
  return (
    <div className="grid gap-3">
      {retrying && <p className="text-sm text-muted-foreground">{t('error.retrying')}</p>}
      <GamesSkeleton />
    </div>
  );
}

/** The games column: the chosen league or sport (the sport through its own call), or the opening league. */
function Games({ today, selection }: { today: SportEvents; selection: Selection }) {
  const { t } = useTranslation('sports');
  const sportCall = needsSportCall(selection);
  const sport = useQuery({
    ...publicSportsQueries.sport(toIsoDay(new Date()), selection.sport ?? ''),
    enabled: sportCall,
  });
  if (sportCall && sport.isPending) return <Loading retrying={sport.failureCount > 0} />;
  if (sportCall && sport.isError && !sport.data)
    return <SportsError onRetry={() => void sport.refetch()} />;
  const groups = selectGames(today, sport.data, selection).filter(
    (group) => group.games.length > 0,
  );
  if (groups.length === 0) return <SportsEmpty />;
  // Visitors cannot bet: every price answers with the same hint (one toast, however many clicks).
  const onOddsClick = () => {
    toast.info(t('loginToBet'), { id: 'login-to-bet' });
  };
  return (
    <div className="grid gap-4">
      {groups.map((group) => (
        <GamesTable
          key={group.league}
          league={group.league}
          games={group.games}
          onOddsClick={onOddsClick}
        />
      ))}
    </div>
  );
}

/** SPEC §2 public sports page: the sports menu, the top-league buttons and today's games. */
export function PublicSportsBoard() {
  const { t } = useTranslation('sports');
  const selection = useSelection();
  const today = useQuery(sportEventQueries.today());
  // A query's answer arrives as an urgent update; the board (all of today's games) renders in a
  // deferred, interruptible pass instead, so a slow phone stays responsive (issue 15: TBT).
  const data = useDeferredValue(today.data);

  if (today.isError && !today.data) return <SportsError onRetry={() => void today.refetch()} />;
  if (!data) return <Loading retrying={today.failureCount > 0} />;
  const sports = visibleSports(data);
  if (sports.length === 0 && data.gameEvents.length === 0) return <SportsEmpty />;

  return (
    <div className="grid gap-4 desktop:grid-cols-[17rem_minmax(0,1fr)] desktop:items-start">
      <aside className="hidden rounded-xl border bg-sidebar p-3 text-sidebar-foreground desktop:block">
        <SportsMenu sports={sports} selection={selection} label={t('menu.label')} />
      </aside>
      <div className="grid min-w-0 gap-4">
        <TopLeagues leagues={data.leagues} active={activeLeague(data, selection)} />
        <Games today={data} selection={selection} />
      </div>
    </div>
  );
}
