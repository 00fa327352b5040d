import { BonusesTable } from '@/features/tickets/components/bonuses-table.tsx';
import { PendingTickets } from '@/features/tickets/components/pending-tickets.tsx';
import { QuickGameTickets } from '@/features/tickets/components/quick-game-tickets.tsx';
import { useSession } from '@/lib/session/session-store.ts';
import { AccountHeader } from '../components/account-header.tsx';
import { WeeklyFigure } from '../components/weekly-figure.tsx';
import { WalletRequests } from '../components/wallet-requests/wallet-requests.tsx';
import { WithdrawRequestButton } from '../components/withdraw-request/withdraw-request-button.tsx';

/**
 * SPEC §2 Account page (/account): the header and its actions, then the bonuses, the pending
 * tickets (Cash Out only with cash-out on), the quick-game tickets (quick games on), the wallet
 * requests and the weekly figure. Each section loads and fails on its own.
 */
export default function AccountPage() {
  const settings = useSession()?.user.settingUI;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-3 sm:p-4 lg:p-6">
      <AccountHeader
        withdraw={settings?.enableCashierOnLine ? <WithdrawRequestButton /> : undefined}
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <BonusesTable />
          <PendingTickets cashOut={Boolean(settings?.cashOutEnabled)} action="cashOut" />
          {settings?.quickGameEnabled && <QuickGameTickets />}
        </div>
        <div className="grid gap-6">
          <WalletRequests />
        </div>
      </div>
      <WeeklyFigure />
    </div>
  );
}
