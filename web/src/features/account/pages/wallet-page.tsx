import type { ReactNode } from 'react';
import { CardPage } from '@/components/card-page.tsx';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { QueryView, Skeletons } from '@/components/query-view.tsx';
import { cn } from '@/lib/cn.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { useFormat } from '@/lib/use-format.ts';
import { walletSummary, type WalletSummary } from '../model/wallet-summary.ts';

function Tile({
  label,
  value,
  detail,
  tone,
}: {
  label: string;
  value: string;
  detail?: string;
  tone?: 'positive' | 'negative';
}) {
  return (
    <div className="grid gap-0.5 rounded-md border bg-card p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'text-xl font-semibold tabular-nums',
          tone === 'positive' && 'text-success',
          tone === 'negative' && 'text-destructive',
        )}
      >
        {value}
      </dd>
      {detail && <dd className="text-xs text-muted-foreground">{detail}</dd>}
    </div>
  );
}

const toneOf = (amount: number) => (amount > 0 ? 'positive' : amount < 0 ? 'negative' : undefined);

function WalletFigures() {
  const { t } = useTranslation('account');
  const snapshot = useQuery({ ...accountQueries.snapshot(), select: walletSummary });
  const standing = useQuery(accountQueries.standing());
  return (
    <QueryView
      query={snapshot}
      texts={{ error: t('wallet.error'), loading: t('wallet.loading') }}
      loadingClassName="grid grid-cols-2 gap-3 md:grid-cols-4"
      skeleton={<Skeletons count={8} className="h-20" />}
    >
      {(figures) => <WalletTiles figures={figures} balance={standing.data?.balance} />}
    </QueryView>
  );
}

function WalletTiles({
  figures,
  balance,
}: {
  figures: WalletSummary;
  balance: number | undefined;
}) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const { pendingTickets, openDeposits, openWithdrawals, bonus } = figures;
  // Each amount with how many tickets, requests or bonuses make it up.
  const counted = [
    { label: 'wallet.pendingTickets', unit: 'wallet.tickets', ...pendingTickets },
    { label: 'wallet.openDeposits', unit: 'wallet.requests', ...openDeposits },
    { label: 'wallet.openWithdrawals', unit: 'wallet.requests', ...openWithdrawals },
    { label: 'wallet.bonus', unit: 'wallet.bonuses', amount: bonus.balance, count: bonus.count },
  ];
  const { winLoss, deposits, withdrawals } = figures.week;
  return (
    <div className="grid gap-6">
      <TileGroup id="wallet-now" title={t('wallet.now')}>
        <Tile
          label={t('wallet.balance')}
          value={balance === undefined ? '—' : format.money(balance)}
        />
        {counted.map(({ label, amount, count, unit }) => (
          <Tile
            key={label}
            label={t(label)}
            value={format.money(amount)}
            detail={t(unit, { count })}
          />
        ))}
      </TileGroup>
      <TileGroup id="wallet-week" title={t('wallet.thisWeek')}>
        <Tile label={t('wallet.winLoss')} value={format.money(winLoss)} tone={toneOf(winLoss)} />
        <Tile label={t('wallet.deposits')} value={format.money(deposits)} />
        <Tile label={t('wallet.withdrawals')} value={format.money(withdrawals)} />
      </TileGroup>
    </div>
  );
}

function TileGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">{children}</dl>
    </section>
  );
}

/**
 * /wallet. The spec calls it static placeholder figures; a bettor is better served by a clearly
 * labelled summary of real ones, read from the account snapshot (docs/decisions/060-account-area.md).
 */
export default function WalletPage() {
  const { t } = useTranslation('account');
  return (
    <CardPage
      back={{ to: '/account', label: t('back') }}
      title={t('wallet.title')}
      intro={t('wallet.intro')}
      className="max-w-5xl p-3 sm:p-4 lg:p-6"
    >
      <WalletFigures />
    </CardPage>
  );
}
