import type { Decorator } from '@storybook/react-vite';
import { BetSlipPanel } from '@/features/bet-slip/components/bet-slip-panel.tsx';
import { TicketsView } from '@/features/tickets/components/tickets-view.tsx';

/** The slip as the betting layout shows it on desktop: its 'Bet slip' / 'My bets' tabs. */
export function SlipPanel() {
  return <BetSlipPanel myBets={<TicketsView />} />;
}

/** The layout's 320 px aside, named as the layout names it. */
export const inSlipAside: Decorator = (Story) => (
  <aside
    aria-label="Bet slip"
    className="min-h-dvh w-80 border-l bg-sidebar p-4 text-sidebar-foreground"
  >
    <Story />
  </aside>
);
