import { CardPage } from '@/components/card-page.tsx';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { QueryView, Skeletons } from '@/components/query-view.tsx';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { CustomerForm } from '../components/customer-form.tsx';

function CustomerFormLoader({ userName }: { userName: string }) {
  const { t } = useTranslation('account');
  const query = useQuery(accountQueries.customer(userName));
  return (
    <QueryView
      query={query}
      texts={{ error: t('profile.error'), loading: t('profile.loading') }}
      loadingClassName="grid gap-4 sm:grid-cols-2"
      skeleton={<Skeletons count={6} className="h-16" />}
    >
      {(customer) => <CustomerForm userName={userName} customer={customer} />}
    </QueryView>
  );
}

/**
 * The account area's terms and customer-data form (SPEC §5 Terms form). The spec gives it no
 * route; it lives at /account/profile (docs/decisions/060-account-area.md).
 */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const userName = useSession()?.user.userName ?? '';
  return (
    <CardPage
      back={{ to: '/account', label: t('back') }}
      title={t('profile.title')}
      intro={t('profile.intro')}
      className="max-w-2xl p-3 sm:p-4 sm:py-8"
    >
      <CustomerFormLoader userName={userName} />
    </CardPage>
  );
}
