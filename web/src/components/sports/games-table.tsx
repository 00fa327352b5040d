import type * as React from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEvent } from '@sportsbook/contracts/schemas/sportsbook';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import { useFormat } from '@/lib/use-format.ts';
import { gameOdds, type Market, type SideOdds } from './format-odds.ts';
import { OddsCell } from './odds-cell.tsx';
import { TeamLogo } from './team-logo.tsx';

export interface OddsPick {
  game: GameEvent;
  side: 'away' | 'home';
  market: Market;
}

type OnPick = ((pick: OddsPick) => void) | undefined;

const MARKETS: Market[] = ['moneyline', 'spread', 'total'];

function TeamRow({
  game,
  side,
  odds,
  onPick,
}: {
  game: GameEvent;
  side: 'away' | 'home';
  odds: SideOdds;
  onPick: OnPick;
}) {
  const { t } = useTranslation('sports');
  const team = side === 'away' ? game.awayName : game.homeName;
  const context = (market: Market) =>
    market === 'total'
      ? t(side === 'away' ? 'odds.over' : 'odds.under')
      : t(`odds.${market}`, { team });
  return (
    <tr>
      <th scope="row" className="py-1.5 pr-2 text-left font-medium">
        <span className="flex min-w-0 items-center gap-2">
          <TeamLogo src={side === 'away' ? game.awayLogo : game.homeLogo} />
          <span className="line-clamp-2 break-words">{team}</span>
        </span>
      </th>
      {MARKETS.map((market) => (
        <td key={market} className="p-1">
          <OddsCell
            view={odds[market]}
            context={context(market)}
            onSelect={
              onPick &&
              (() => {
                onPick({ game, side, market });
              })
            }
          />
        </td>
      ))}
    </tr>
  );
}

function GameRows({ game, onPick }: { game: GameEvent; onPick: OnPick }) {
  const { t } = useTranslation('sports');
  const format = useFormat();
  const odds = gameOdds(game);
  return (
    <tbody className="border-t first:border-t-0">
      <tr>
        <th
          scope="rowgroup"
          colSpan={4}
          className="pt-3 text-left text-xs font-normal text-muted-foreground"
        >
          <span className="flex items-center gap-2">
            <time dateTime={game.date}>{format.time(game.date)}</time>
            {game.hasStarted && <Badge variant="destructive">{t('started')}</Badge>}
          </span>
        </th>
      </tr>
      <TeamRow game={game} side="away" odds={odds.away} onPick={onPick} />
      <TeamRow game={game} side="home" odds={odds.home} onPick={onPick} />
    </tbody>
  );
}

/**
 * One league's games with their odds (SPEC §2 public sports page, and the home page). With
 * `onOddsClick` the prices are buttons; without, they are read-only.
 */
export function GamesTable({
  league,
  games,
  onOddsClick,
  className,
  ...props
}: React.ComponentProps<'section'> & { league: string; games: GameEvent[]; onOddsClick?: OnPick }) {
  const { t } = useTranslation('sports');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border bg-card p-3 text-card-foreground shadow-sm tablet:p-4',
        className,
      )}
      {...props}
    >
      <h2 id={headingId} className="mb-2 flex items-center gap-2 text-base font-semibold">
        {league}
        <Badge variant="secondary">{t('gameCount', { count: games.length })}</Badge>
      </h2>
      <table className="w-full table-fixed border-collapse text-sm">
        <colgroup>
          <col />
          <col className="w-14 tablet:w-24" />
          <col className="w-14 tablet:w-24" />
          <col className="w-14 tablet:w-24" />
        </colgroup>
        <thead>
          <tr className="text-xs text-muted-foreground">
            <th scope="col" className="text-left font-medium">
              {t('columns.team')}
            </th>
            {MARKETS.map((market) => (
              <th key={market} scope="col" className="font-medium">
                {t(`columns.${market}`)}
              </th>
            ))}
          </tr>
        </thead>
        {games.map((game) => (
          <GameRows key={`${game.name}-${game.date}`} game={game} onPick={onOddsClick} />
        ))}
      </table>
    </section>
  );
}
