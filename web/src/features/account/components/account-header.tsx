import type * as React from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { KeyRoundIcon, LockIcon, UserPenIcon, WalletIcon } from 'lucide-react';
import { pendingStake } from '@sportsbook/contracts/rules/pending-stake';
import type { AccountSnapshot } from '@sportsbook/contracts/schemas/account';
import { ButtonLink } from '@/components/button-link.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { useFormat } from '@/lib/use-format.ts';
import { PinDialog } from '@/components/account/pin-dialog.tsx';

const selectHeader = (snapshot: AccountSnapshot) => ({
  ...snapshot.userInfo,
  pending: pendingStake(snapshot.pendingTickets).amount,
});

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="grid gap-0.5 rounded-md bg-muted/50 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={strong ? 'text-xl font-semibold tabular-nums' : 'text-lg tabular-nums'}>
        {value}
      </dd>
    </div>
  );
}

function HeaderFigures() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const snapshot = useQuery({ ...accountQueries.snapshot(), select: selectHeader });
  // The balance every screen shows: the standing, kept current by push (SPEC §7).
  const standing = useQuery(accountQueries.standing());
  return (
    <QueryView
      query={snapshot}
      texts={{ error: t('header.error'), loading: t('header.loading') }}
      loadingClassName="grid gap-3"
      skeleton={
        <>
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-16 w-full" />
        </>
      }
    >
      {(info) => (
        <div className="grid gap-3 md:grid-cols-[1fr_minmax(0,26rem)] md:items-center">
          <div>
            <h1 className="text-2xl font-semibold">{info.userName}</h1>
            <p className="text-sm">{info.fullName}</p>
            <p className="break-all text-sm text-muted-foreground">{info.email}</p>
          </div>
          <dl className="grid grid-cols-2 gap-2">
            <Figure
              label={t('header.balance')}
              value={format.money(standing.data?.balance ?? info.currentBalance)}
              strong
            />
            <Figure label={t('header.pending')} value={format.money(info.pending)} />
          </dl>
        </div>
      )}
    </QueryView>
  );
}

/**
 * SPEC §2 Account page header: who the customer is, the balance and what is at stake in pending
 * tickets, and the account's actions. Request withdraw exists only with the online cashier.
 */
export function AccountHeader({ withdraw }: { withdraw?: React.ReactNode }) {
  const { t } = useTranslation('account');
  const [pinOpen, setPinOpen] = useState(false);
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <HeaderFigures />
        <div className="flex flex-wrap gap-2 border-t pt-4">
          <ButtonLink to="/changePassword" variant="outline" icon={LockIcon}>
            {t('actions.changePassword')}
          </ButtonLink>
          {withdraw}
          <Button
            variant="outline"
            onClick={() => {
              setPinOpen(true);
            }}
          >
            <KeyRoundIcon aria-hidden="true" />
            {t('actions.showPin')}
          </Button>
          <ButtonLink to="/account/profile" variant="ghost" icon={UserPenIcon}>
            {t('actions.profile')}
          </ButtonLink>
          <ButtonLink to="/wallet" variant="ghost" icon={WalletIcon}>
            {t('wallet.link')}
          </ButtonLink>
        </div>
      </CardContent>
      <PinDialog open={pinOpen} onOpenChange={setPinOpen} />
    </Card>
  );
}
