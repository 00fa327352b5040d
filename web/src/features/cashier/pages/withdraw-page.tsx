import { useParams } from 'react-router';
import { CardPage } from '@/components/card-page.tsx';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { QueryLoadError } from '@/components/load-error.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { LoadingBlock, Skeletons } from '@/components/query-view.tsx';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { cashierQueries } from '@/lib/queries/cashier-queries.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { MethodNotAvailable } from '../components/withdraw/method-not-available.tsx';
import { WithdrawForm } from '../components/withdraw/withdraw-form.tsx';
import { lookUpMethod } from '../components/withdraw/withdraw-method.ts';

function Loading() {
  const { t } = useTranslation('withdraw');
  return (
    <LoadingBlock label={t('loading')} className="grid gap-4">
      <Skeleton className="h-16 w-full" />
      <Skeletons count={3} className="h-10 w-full" />
    </LoadingBlock>
  );
}

function WithdrawBody({ id }: { id: string | undefined }) {
  const { t } = useTranslation('withdraw');
  const allowBankAccount = useSession()?.user.settingUI.allowBankAccount ?? false;
  const standing = useQuery(accountQueries.standing());
  const metadata = useQuery(cashierQueries.metadata());
  const failed = metadata.isError ? metadata : standing.isError ? standing : null;
  if (failed) {
    return (
      <QueryLoadError message={t(metadata.isError ? 'error' : 'balanceError')} query={failed} />
    );
  }
  if (!standing.data || !metadata.data) return <Loading />;
  const lookup = lookUpMethod(metadata.data, id, allowBankAccount);
  if (!lookup.available) return <MethodNotAvailable reason={lookup.reason} />;
  return (
    <WithdrawForm
      method={lookup.method}
      balance={standing.data.balance}
      metadata={metadata.data}
      allowBankAccount={allowBankAccount}
    />
  );
}

/**
 * /cashier/withdraw/{id} (SPEC §2 Withdraw form, §5 Withdraw page): a withdrawal by the method
 * named in the URL, which the page is locked to, then a confirmation and the request.
 */
export default function WithdrawPage() {
  const { t } = useTranslation('withdraw');
  const { id } = useParams();
  return (
    <CardPage
      back={{ to: '/cashier', label: t('back') }}
      title={t('title')}
      intro={t('intro')}
      className="max-w-2xl p-3 sm:p-4 sm:py-8"
    >
      <WithdrawBody id={id} />
    </CardPage>
  );
}
