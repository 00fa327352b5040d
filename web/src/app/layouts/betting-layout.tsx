import { lazy } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MobileBetSlip } from '@/features/bet-slip/components/mobile-bet-slip.tsx';
import { LazyPart } from '@/components/lazy-part.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query.ts';

// The My bets tab (bonuses, pending tickets with Sell, quick-game tickets and their tables) loads
// when first opened, not with the first odds (issue 15: a logged-in reload's JS).
const TicketsView = lazy(() =>
  import('@/features/tickets/components/tickets-view.tsx').then((m) => ({
    default: m.TicketsView,
  })),
);

// The slip beside the page (desktop) is its own chunk, so a phone, whose slip opens from a button
// (MobileBetSlip loads it then), does not load it with the first odds (issue 15, decision 095).
const BetSlipPanel = lazy(() =>
  import('@/features/bet-slip/components/bet-slip-panel.tsx').then((m) => ({
    default: m.BetSlipPanel,
  })),
);

function MyBets() {
  const { t } = useTranslation('common');
  return (
    <LazyPart fallback={<Spinner className="p-2" label={t('loading')} />}>
      <TicketsView />
    </LazyPart>
  );
}

/**
 * The sportsbook pages (home, league, event) with the bet slip beside them on desktop and behind a
 * 'Betslip' button at 1024 px or less (SPEC §2 Bet slip panel); one slip is rendered at a time. The
 * pages add picks through the shared slip store, so no feature imports another.
 */
export default function BettingLayout() {
  const { t } = useTranslation('betslip');
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <div className="flex flex-1 items-start">
      {/* The main layout leaves room at the page's end for the floating Betslip button. */}
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
      {desktop ? (
        <aside
          aria-label={t('title')}
          className="sticky top-14 max-h-[calc(100dvh-3.5rem)] w-80 shrink-0 self-start overflow-y-auto border-l bg-sidebar p-4 text-sidebar-foreground"
        >
          <LazyPart fallback={<Spinner className="p-2" label={t('loading', { ns: 'common' })} />}>
            <BetSlipPanel myBets={<MyBets />} />
          </LazyPart>
        </aside>
      ) : (
        <MobileBetSlip myBets={<MyBets />} />
      )}
    </div>
  );
}
