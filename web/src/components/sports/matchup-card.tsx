import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from 'lucide-react';
import type { Matchup, OddsLine } from '@sportsbook/contracts/schemas/sportsbook';
import { Badge } from '@/components/ui/badge.tsx';
import { eventPath } from '@/lib/sportsbook-paths.ts';
import { useFormat } from '@/lib/use-format.ts';
import { PickButton, priceView } from './pick-button.tsx';
import { TeamLogo } from './team-logo.tsx';

export interface Picks {
  isPicked: (offerId: string) => boolean;
  toggle: (offerId: string) => void;
}

/** The game line (period G) when offered, else the first period. */
export const mainLine = (matchup: Pick<Matchup, 'odds'>): OddsLine | undefined =>
  matchup.odds.find((line) => line.line.shortName === 'G') ?? matchup.odds[0];

function TeamRow({
  matchup,
  line,
  side,
  picks,
}: {
  matchup: Matchup;
  line: OddsLine | undefined;
  side: 'away' | 'home';
  picks: Picks;
}) {
  const { t } = useTranslation('sports');
  const team = matchup[side];
  const cell = (odds: OddsLine['awayMoney'] | undefined, context: string) => (
    <td className="p-1">
      <PickButton
        view={priceView(odds)}
        context={context}
        selected={odds ? picks.isPicked(odds.offerId) : false}
        onToggle={picks.toggle}
      />
    </td>
  );
  return (
    <tr>
      <th scope="row" className="py-1 pr-2 text-left font-medium">
        <span className="flex min-w-0 items-center gap-2">
          <TeamLogo src={team.logo} />
          <span className="line-clamp-2 break-words">{team.name}</span>
        </span>
      </th>
      {cell(
        side === 'away' ? line?.awaySpread : line?.homeSpread,
        t('odds.spread', { team: team.name }),
      )}
      {cell(
        side === 'away' ? line?.awayMoney : line?.homeMoney,
        t('odds.moneyline', { team: team.name }),
      )}
      {cell(
        side === 'away' ? line?.totalOver : line?.totalUnder,
        t(side === 'away' ? 'odds.over' : 'odds.under'),
      )}
    </tr>
  );
}

/**
 * One matchup of a league list (SPEC §2 Sport/league list): start time, both teams with spread,
 * money line and total of the game line, links to each period and to every wager of the event.
 */
export function MatchupCard({ matchup, picks }: { matchup: Matchup; picks: Picks }) {
  const { t } = useTranslation('sports');
  const format = useFormat();
  const line = mainLine(matchup);
  const draw = line?.draw ?? null;
  return (
    <article
      aria-label={matchup.matchupDescription}
      className="grid gap-2 rounded-xl border bg-card p-3 text-card-foreground shadow-sm"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <time dateTime={matchup.eventDate} className="font-medium">
          {format.dayTime(matchup.eventDate)}
        </time>
        {matchup.offersType !== 'Team Event' && (
          <Badge variant="outline">{matchup.offersType}</Badge>
        )}
        <Link
          to={eventPath(matchup)}
          className="ml-auto inline-flex items-center gap-0.5 font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('sportsbook:viewMore')}
          <ChevronRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </header>
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">{matchup.matchupDescription}</caption>
        <thead>
          <tr className="text-xs text-muted-foreground">
            <th scope="col" className="w-[40%] text-left font-medium">
              {line?.line.description ?? t('columns.team')}
            </th>
            <th scope="col" className="font-medium">
              {t('columns.spread')}
            </th>
            <th scope="col" className="font-medium">
              {t('columns.moneyline')}
            </th>
            <th scope="col" className="font-medium">
              {t('columns.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          <TeamRow matchup={matchup} line={line} side="away" picks={picks} />
          <TeamRow matchup={matchup} line={line} side="home" picks={picks} />
        </tbody>
      </table>
      {draw && (
        <div className="flex items-center gap-2 text-sm">
          <span className="w-[40%] font-medium">{t('sportsbook:odds.drawLabel')}</span>
          <PickButton
            className="max-w-24"
            view={priceView(draw)}
            context={t('sportsbook:odds.draw', { event: matchup.eventName })}
            selected={picks.isPicked(draw.offerId)}
            onToggle={picks.toggle}
          />
        </div>
      )}
      {matchup.odds.length > 1 && (
        <nav
          aria-label={t('sportsbook:periods', { event: matchup.eventName })}
          className="flex flex-wrap gap-1.5"
        >
          {matchup.odds.map((period) => (
            <Link
              key={period.line.shortName}
              to={eventPath(matchup, period.line.shortName)}
              className="rounded-full border px-2.5 py-0.5 text-xs font-medium hover:border-primary hover:bg-accent"
            >
              {period.line.description}
            </Link>
          ))}
        </nav>
      )}
    </article>
  );
}
