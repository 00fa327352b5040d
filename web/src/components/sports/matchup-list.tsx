import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Matchup } from '@sportsbook/contracts/schemas/sportsbook';
import { GamesSkeleton } from './games-skeleton.tsx';
import type { Picks } from './matchup-card.tsx';
import { MatchupGrid } from './matchup-grid.tsx';
import { SportsEmpty, SportsError } from './sports-status.tsx';

/** Matchups of a list with their loading, failed and empty states. */
export function MatchupList({
  matchups,
  pending,
  failed,
  onRetry,
  picks,
}: {
  matchups: Matchup[] | undefined;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  picks: Picks;
}) {
  const { t } = useTranslation('sports');
  // A query's answer arrives as an urgent update; the cards render in a deferred, interruptible
  // pass instead of one long task (issue 15: TBT). Picks stay urgent: a click shows at once.
  const shown = useDeferredValue(matchups);
  if (pending || (matchups && !shown)) return <GamesSkeleton />;
  if (failed || !matchups || !shown)
    return <SportsError title={t('sportsbook:error.matchups')} onRetry={onRetry} />;
  if (shown.length === 0) return <SportsEmpty />;
  return <MatchupGrid matchups={shown} picks={picks} />;
}
