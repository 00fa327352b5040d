import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from 'lucide-react';
import { GamesSkeleton } from '@/components/sports/games-skeleton.tsx';
import { SportsError } from '@/components/sports/sports-status.tsx';
import { TeamLogo } from '@/components/sports/team-logo.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { usePicks } from '@/lib/picks/use-picks.ts';
import { matchupQueries } from '@/lib/queries/matchup-queries.ts';
import { leaguePath, segmentName } from '@/lib/sportsbook/sportsbook-paths.ts';
import { useFormat } from '@/lib/use-format.ts';
import { MarketGrid } from '../components/market-grid.tsx';
import { PeriodTabs } from '../components/period-tabs.tsx';
import { PropsList } from '../components/props-list.tsx';
import { chosenPeriod, isChildEvent } from '../model/markets.ts';

/**
 * SPEC §2 Event detail: odds per period, a Back link to the league, the child or self matchups,
 * and the propositions. An event the server no longer offers (null) sends the bettor to /.
 */
export default function EventPage() {
  const { t } = useTranslation('sportsbook');
  const format = useFormat();
  const eventId = segmentName(useParams().eventId ?? '');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = useQuery(matchupQueries.detail(eventId));
  const props = useQuery(matchupQueries.props(eventId));
  const picks = usePicks();
  const matchup = query.data;
  const gone = matchup === null;
  useEffect(() => {
    if (gone) void navigate('/', { replace: true });
  }, [gone, navigate]);

  if (query.isPending || matchup === null)
    return (
      <div className="p-4 tablet:p-6">
        <GamesSkeleton leagues={1} />
      </div>
    );
  if (query.isError || matchup === undefined) {
    return (
      <div className="p-4 tablet:p-6">
        <SportsError title={t('error.matchups')} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const period = chosenPeriod(matchup.odds, searchParams.get('period'));

  return (
    <div className="grid gap-4 p-4 tablet:p-6">
      <Link
        to={leaguePath(matchup.sportName, matchup.leagueNameShort)}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {t('event.back')}
      </Link>
      <header className="grid gap-2 rounded-xl border bg-card p-4">
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span className="min-w-0 wrap-anywhere">{`${matchup.sportName} · ${matchup.leagueNameShort}`}</span>
          {isChildEvent(matchup) && <Badge variant="outline">{t('event.child')}</Badge>}
        </p>
        <h1 className="grid gap-1 text-xl font-bold tracking-tight wrap-anywhere tablet:text-2xl">
          <span className="flex items-center gap-2">
            <TeamLogo src={matchup.away.logo} className="size-8" />
            {matchup.away.name}
          </span>
          <span className="flex items-center gap-2">
            <TeamLogo src={matchup.home.logo} className="size-8" />
            {matchup.home.name}
          </span>
        </h1>
        <p className="text-sm">
          <time dateTime={matchup.eventDate}>{format.dayTime(matchup.eventDate)}</time>
          <span className="text-muted-foreground">{` · ${matchup.matchupDescription}`}</span>
        </p>
      </header>
      {period ? (
        <>
          <PeriodTabs periods={matchup.odds} value={period.line.shortName} />
          <section aria-labelledby="event-markets" className="grid gap-3">
            <h2 id="event-markets" className="sr-only">
              {t('event.markets', { period: period.line.description })}
            </h2>
            <MarketGrid matchup={matchup} line={period} picks={picks} />
          </section>
        </>
      ) : (
        <p className="text-muted-foreground">{t('event.noOdds')}</p>
      )}
      {matchup.childGameLine.map((child) => {
        const childLine = chosenPeriod(child.odds, period?.line.shortName ?? null);
        return (
          <section
            key={child.eventId}
            aria-labelledby={`child-${child.eventId}`}
            className="grid gap-3"
          >
            <h2 id={`child-${child.eventId}`} className="text-lg font-semibold">
              {child.matchupDescription}
            </h2>
            {childLine && <MarketGrid matchup={matchup} line={childLine} picks={picks} />}
          </section>
        );
      })}
      <PropsList props={props.data ?? []} picks={picks} />
    </div>
  );
}
