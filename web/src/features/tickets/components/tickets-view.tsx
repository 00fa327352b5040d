import { useTranslation } from 'react-i18next';
import { LandmarkIcon } from 'lucide-react';
import { ButtonLink } from '@/components/button-link.tsx';
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
        <ButtonLink to="/cashier" variant="secondary" className="w-full" icon={LandmarkIcon}>
          {t('cashier')}
        </ButtonLink>
      )}
      <BonusesTable />
      <PendingTickets cashOut={Boolean(settings?.cashOutEnabled)} />
      {settings?.quickGameEnabled && <QuickGameTickets />}
    </div>
  );
}
