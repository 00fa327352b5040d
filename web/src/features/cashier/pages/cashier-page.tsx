import type * as React from 'react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ChevronRightIcon, KeyRoundIcon } from 'lucide-react';
import type { CashierMetadata } from '@sportsbook/contracts/endpoints/cashier/get-cashier-metadata';
import { PinDialog } from '@/components/account/pin-dialog.tsx';
import { QueryLoadError } from '@/components/load-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { cashierQueries } from '@/lib/queries/cashier-queries.ts';
import { CashierLoading } from '../components/cashier-status.tsx';
import { isUsable, MethodCard } from '../components/method-card.tsx';
import { depositMethodName, withdrawMethodName } from '../components/method-name.ts';

const TABS = ['deposits', 'withdraws'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (value: string | null): Tab => TABS.find((tab) => tab === value) ?? 'deposits';

function DepositMethods({ metadata }: { metadata: CashierMetadata }) {
  const { t } = useTranslation('cashier');
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {metadata.depositAvailables.map((method) => {
        const name = depositMethodName(t, method);
        return (
          <MethodCard key={method.id} icon={method.icon} name={name} usable={isUsable(method)}>
            <Button asChild variant="outline" size="sm">
              <Link
                to={`/cashier/deposit-info/${method.id}`}
                aria-label={t('deposit.startLabel', { method: name })}
              >
                {t('deposit.start')}
                <ChevronRightIcon aria-hidden="true" />
              </Link>
            </Button>
          </MethodCard>
        );
      })}
    </ul>
  );
}

function WithdrawMethods({ metadata }: { metadata: CashierMetadata }) {
  const { t } = useTranslation('cashier');
  const [pinOpen, setPinOpen] = useState(false);
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {metadata.withdrawAvailables.map((method) => {
        const name = withdrawMethodName(t, method);
        return (
          <MethodCard key={method.id} icon={method.icon} name={name} usable={isUsable(method)}>
            <Button asChild size="sm">
              <Link
                to={`/cashier/withdraw/${method.id}`}
                aria-label={t('withdraw.requestLabel', { method: name })}
              >
                {t('withdraw.request')}
              </Link>
            </Button>
          </MethodCard>
        );
      })}
      <MethodCard
        icon="cash"
        name={t('withdraw.instantTitle')}
        description={t('withdraw.instantText')}
        usable
      >
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setPinOpen(true);
          }}
        >
          <KeyRoundIcon aria-hidden="true" />
          {t('withdraw.showPin')}
        </Button>
      </MethodCard>
      <PinDialog open={pinOpen} onOpenChange={setPinOpen} />
    </ul>
  );
}

/**
 * SPEC §2 Cashier (/cashier): the deposit methods (a method can be Unavailable) and the withdraw
 * methods, each with Request Withdraw, plus the instant cash withdrawal card that shows the account
 * PIN. The tab is kept in the address (?tab=withdraws) so links and reloads land on it.
 */
export default function CashierPage() {
  const { t } = useTranslation('cashier');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const query = useQuery(cashierQueries.metadata());
  const body = (render: (metadata: CashierMetadata) => React.ReactNode) => {
    if (query.data) return render(query.data);
    if (query.isError) {
      return <QueryLoadError message={t('error')} query={query} />;
    }
    return <CashierLoading label={t('loading')} />;
  };
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-4 p-3 sm:p-4 lg:p-6">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setParams(tabOf(value) === 'deposits' ? {} : { tab: value }, { replace: true });
        }}
        className="gap-4"
      >
        <TabsList className="w-full sm:w-80">
          <TabsTrigger value="deposits">{t('tabs.deposits')}</TabsTrigger>
          <TabsTrigger value="withdraws">{t('tabs.withdraws')}</TabsTrigger>
        </TabsList>
        <TabsContent value="deposits" className="grid gap-3">
          <p className="text-sm text-muted-foreground">{t('deposit.intro')}</p>
          {body((metadata) => (
            <DepositMethods metadata={metadata} />
          ))}
        </TabsContent>
        <TabsContent value="withdraws" className="grid gap-3">
          <p className="text-sm text-muted-foreground">{t('withdraw.intro')}</p>
          {body((metadata) => (
            <WithdrawMethods metadata={metadata} />
          ))}
        </TabsContent>
      </Tabs>
    </div>
  );
}
