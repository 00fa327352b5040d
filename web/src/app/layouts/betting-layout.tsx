import { Outlet } from 'react-router';
import { BetSlipPanel } from '@/features/bet-slip/components/bet-slip-panel.tsx';
import { MobileBetSlip } from '@/features/bet-slip/components/mobile-bet-slip.tsx';

/**
 * The sportsbook pages (home, league, event) with the bet slip beside them on desktop and behind a
 * 'Betslip' button at 1024 px or less (SPEC §2 Bet slip panel). The pages add picks through the
 * shared slip store, so no feature imports another.
 */
export default function BettingLayout() {
  return (
    <div className="flex flex-1 items-start">
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
      <aside className="sticky top-14 hidden max-h-[calc(100dvh-3.5rem)] w-80 shrink-0 overflow-y-auto border-l bg-sidebar p-4 text-sidebar-foreground desktop:block">
        <BetSlipPanel />
      </aside>
      <MobileBetSlip />
    </div>
  );
}
