import { Link, useParams, useSearchParams } from 'react-router';
import { CardPage } from '@/components/card-page.tsx';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { CashierMetadata } from '@sportsbook/contracts/endpoints/cashier/get-cashier-metadata';
import type { WalletMethod } from '@sportsbook/contracts/schemas/cashier';
import { QueryLoadError } from '@/components/load-error.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { LoadingBlock, Skeletons } from '@/components/query-view.tsx';
import { cashierQueries } from '@/lib/queries/cashier-queries.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { DepositForm } from '../components/deposit/deposit-form.tsx';

const isAvailable = (method: WalletMethod) => method.available && method.status === 'Active';

const selectDeposit = (metadata: CashierMetadata) => ({
  methods: metadata.depositAvailables.filter(isAvailable),
  banks: metadata.banks,
});

function Loading() {
  const { t } = useTranslation('deposit');
  return (
    <LoadingBlock label={t('loading')} className="grid gap-4 sm:grid-cols-2">
      <Skeletons count={4} className="h-16" />
      <Skeleton className="h-24 sm:col-span-2" />
    </LoadingBlock>
  );
}

function Unavailable() {
  const { t } = useTranslation('deposit');
  return (
    <Alert variant="warning" role="status" className="grid gap-3">
      <div className="grid gap-1">
        <p className="font-semibold">{t('unavailable.title')}</p>
        <p>{t('unavailable.body')}</p>
      </div>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/cashier">{t('back')}</Link>
      </Button>
    </Alert>
  );
}

function DepositBody() {
  const { t } = useTranslation('deposit');
  const { id } = useParams();
  const [search] = useSearchParams();
  const userName = useSession()?.user.userName ?? '';
  const deposit = useQuery({ ...cashierQueries.metadata(), select: selectDeposit });
  if (deposit.isError) {
    return <QueryLoadError message={t('error')} query={deposit} />;
  }
  if (!deposit.data) return <Loading />;
  const method = deposit.data.methods.find((choice) => choice.id === id);
  if (!method) return <Unavailable />;
  const bankGuid = search.get('bank') ?? undefined;
  return (
    <DepositForm
      key={`${method.id}:${bankGuid ?? ''}`}
      methods={deposit.data.methods}
      banks={deposit.data.banks}
      method={method.id}
      bankGuid={bankGuid}
      userName={userName}
    />
  );
}

/**
 * /cashier/deposit/{id} (SPEC §2 Deposit form): {id} is the deposit method's code. A method the
 * cashier does not offer, or offers as Unavailable, gets a notice with the way back to /cashier.
 */
export default function DepositPage() {
  const { t } = useTranslation('deposit');
  return (
    <CardPage back={{ to: '/cashier', label: t('back') }} title={t('title')} intro={t('intro')}>
      <DepositBody />
    </CardPage>
  );
}
