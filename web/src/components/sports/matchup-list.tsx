import { useTranslation } from 'react-i18next';
import { CalendarXIcon } from 'lucide-react';
import type { Matchup } from '@sportsbook/contracts/schemas/sportsbook';
import { Button } from '@/components/ui/button.tsx';
import { GamesSkeleton } from './games-skeleton.tsx';
import { MatchupCard, type Picks } from './matchup-card.tsx';

/** SPEC §2 'No sport events listed / Please try again later'. */
export function NoEvents() {
  const { t } = useTranslation('sports');
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border bg-card px-6 py-10 text-center">
      <CalendarXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg font-semibold">{t('empty.title')}</p>
      <p className="text-muted-foreground">{t('empty.text')}</p>
    </div>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('sports');
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-3 rounded-xl border bg-card px-6 py-10 text-center"
    >
      <p className="font-semibold">{t('error.matchups')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('error.retry')}
      </Button>
    </div>
  );
}

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
  if (pending) return <GamesSkeleton />;
  if (failed || !matchups) return <LoadFailed onRetry={onRetry} />;
  if (matchups.length === 0) return <NoEvents />;
  return (
    <div className="grid gap-3">
      {matchups.map((matchup) => (
        <MatchupCard key={matchup.eventId} matchup={matchup} picks={picks} />
      ))}
    </div>
  );
}
