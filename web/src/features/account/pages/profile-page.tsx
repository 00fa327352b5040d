import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { useSession } from '@/lib/session-store.ts';
import { CustomerForm } from '../components/customer-form.tsx';

function CustomerFormLoader({ userName }: { userName: string }) {
  const { t } = useTranslation('account');
  const query = useQuery(accountQueries.customer(userName));
  if (query.isError) {
    return (
      <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-2">
        <span>{t('profile.error')}</span>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            void query.refetch();
          }}
        >
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-2">
        <span className="sr-only">{t('profile.loading')}</span>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </div>
    );
  }
  return <CustomerForm userName={userName} customer={query.data} />;
}

/**
 * The account area's terms and customer-data form (SPEC §5 Terms form). The spec gives it no
 * route; it lives at /account/profile (docs/decisions/060-account-area.md).
 */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const userName = useSession()?.user.userName ?? '';
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 p-3 sm:p-4 sm:py-8">
      <Link
        to="/account"
        className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {t('back')}
      </Link>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('profile.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('profile.intro')}</p>
        </CardHeader>
        <CardContent>
          <CustomerFormLoader userName={userName} />
        </CardContent>
      </Card>
    </div>
  );
}
