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
  return (
    <div className="grid gap-6">
      <section aria-labelledby="wallet-now" className="grid gap-2">
        <h2 id="wallet-now" className="text-base font-semibold">
          {t('wallet.now')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Tile
            label={t('wallet.balance')}
            value={balance === undefined ? '—' : format.money(balance)}
          />
          <Tile
            label={t('wallet.pendingTickets')}
            value={format.money(figures.pendingTickets.amount)}
            detail={t('wallet.tickets', { count: figures.pendingTickets.count })}
          />
          <Tile
            label={t('wallet.openDeposits')}
            value={format.money(figures.openDeposits.amount)}
            detail={t('wallet.requests', { count: figures.openDeposits.count })}
          />
          <Tile
            label={t('wallet.openWithdrawals')}
            value={format.money(figures.openWithdrawals.amount)}
            detail={t('wallet.requests', { count: figures.openWithdrawals.count })}
          />
          <Tile
            label={t('wallet.bonus')}
            value={format.money(figures.bonus.balance)}
            detail={t('wallet.bonuses', { count: figures.bonus.count })}
          />
        </dl>
      </section>
      <section aria-labelledby="wallet-week" className="grid gap-2">
        <h2 id="wallet-week" className="text-base font-semibold">
          {t('wallet.thisWeek')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Tile
            label={t('wallet.winLoss')}
            value={format.money(figures.week.winLoss)}
            tone={toneOf(figures.week.winLoss)}
          />
          <Tile label={t('wallet.deposits')} value={format.money(figures.week.deposits)} />
          <Tile label={t('wallet.withdrawals')} value={format.money(figures.week.withdrawals)} />
        </dl>
      </section>
    </div>
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
