import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { WalletRequest } from '@sportsbook/contracts/schemas/cashier';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { QueryTable, TicketsSection } from '@/components/data-table/tickets-section.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { RefreshButton } from '@/components/refresh-button.tsx';
import { cashierQueries } from '@/lib/queries/cashier-queries.ts';
import { CancelRequestDialog } from './cancel-request-dialog.tsx';
import { useWalletRequestColumns, type RowActions } from './wallet-request-columns.tsx';
import { WalletRequestDialog } from './wallet-request-dialog.tsx';

type Filter = 'open' | 'closed';
const isFilter = (value: string): value is Filter => value === 'open' || value === 'closed';

function RequestsTable({
  isClosed,
  titleId,
  actions,
}: {
  isClosed: boolean;
  titleId: string;
  actions: RowActions;
}) {
  const { t } = useTranslation('requests');
  const query = useQuery(cashierQueries.walletRequests(isClosed));
  const columns = useWalletRequestColumns(actions);
  return (
    <QueryTable
      query={query}
      texts={{
        loading: t('wallet.loading'),
        error: t('wallet.error'),
        empty: t(isClosed ? 'wallet.emptyClosed' : 'wallet.emptyOpen'),
      }}
    >
      {(requests) => (
        <DataTable
          labelledBy={titleId}
          name={t('wallet.title')}
          data={requests}
          columns={columns}
          getRowId={(request) => request.guid}
        />
      )}
    </QueryTable>
  );
}

function RequestsRefresh({ isClosed }: { isClosed: boolean }) {
  const { t } = useTranslation('requests');
  const query = useQuery(cashierQueries.walletRequests(isClosed));
  return <RefreshButton query={query} label={t('wallet.refresh')} />;
}

/**
 * SPEC §2 Wallet transactions: the customer's deposit and withdraw requests, Open (Pending, the
 * default) or Closed (decided), with a refresh. A row's number opens the request; a Pending,
 * not approved request can be cancelled after the confirm (SPEC §4).
 */
export function WalletRequests() {
  const { t } = useTranslation('requests');
  const [filter, setFilter] = useState<Filter>('open');
  const [viewing, setViewing] = useState<WalletRequest | null>(null);
  const [cancelling, setCancelling] = useState<WalletRequest | null>(null);
  const actions: RowActions = { onOpen: setViewing, onCancel: setCancelling };
  return (
    <TicketsSection
      title={t('wallet.title')}
      actions={<RequestsRefresh isClosed={filter === 'closed'} />}
    >
      {(titleId) => (
        <Tabs
          value={filter}
          onValueChange={(value) => {
            if (isFilter(value)) setFilter(value);
          }}
          className="gap-2"
        >
          <TabsList aria-label={t('wallet.filter')} className="w-full sm:w-64">
            <TabsTrigger value="open">{t('wallet.open')}</TabsTrigger>
            <TabsTrigger value="closed">{t('wallet.closed')}</TabsTrigger>
          </TabsList>
          {(['open', 'closed'] as const).map((value) => (
            <TabsContent key={value} value={value}>
              <RequestsTable isClosed={value === 'closed'} titleId={titleId} actions={actions} />
            </TabsContent>
          ))}
          <WalletRequestDialog
            request={viewing}
            onOpenChange={(open) => {
              if (!open) setViewing(null);
            }}
          />
          <CancelRequestDialog
            request={cancelling}
            onOpenChange={(open) => {
              if (!open) setCancelling(null);
            }}
          />
        </Tabs>
      )}
    </TicketsSection>
  );
}
