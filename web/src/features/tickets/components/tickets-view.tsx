import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LandmarkIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { BonusesTable } from './bonuses-table.tsx';
import { PendingTickets } from './pending-tickets.tsx';
import { QuickGameTickets } from './quick-game-tickets.tsx';

/**
 * SPEC §2 Tickets and cashier view: the cashier button, the bonuses, the pending tickets with Sell
 * and the quick-game tickets, each behind its setting (SPEC §6). Shown in the bet slip's My bets
 * tab and on the account page, so it lays itself out by its own width.
 */
export function TicketsView({ className }: { className?: string }) {
  const { t } = useTranslation('tickets');
  const settings = useSession()?.user.settingUI;
  const cashier = Boolean(settings?.enableCashierOnLine);
  return (
    <div className={cn('grid gap-4', className)}>
      {cashier && (
        <Button asChild variant="secondary" className="w-full">
          <Link to="/cashier">
            <LandmarkIcon aria-hidden="true" />
            {t('cashier')}
          </Link>
        </Button>
      )}
      <BonusesTable />
      <PendingTickets cashOut={Boolean(settings?.cashOutEnabled)} />
      {settings?.quickGameEnabled && <QuickGameTickets />}
    </div>
  );
}
