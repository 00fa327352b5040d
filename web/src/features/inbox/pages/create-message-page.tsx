import { CardPage } from '@/components/card-page.tsx';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { QueryLoadError } from '@/components/load-error.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { LoadingBlock, Skeletons } from '@/components/query-view.tsx';
import { messageQueries } from '@/lib/queries/message-queries.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { ComposeForm } from '../components/compose/compose-form.tsx';

function Loading() {
  const { t } = useTranslation('compose');
  return (
    <LoadingBlock label={t('loading')} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeletons count={3} className="h-16" />
      </div>
      <Skeleton className="h-16" />
      <Skeleton className="h-32" />
    </LoadingBlock>
  );
}

function ComposeBody() {
  const { t } = useTranslation('compose');
  const senderId = useSession()?.user.userId;
  const types = useQuery(messageQueries.types());
  if (types.isError) {
    return <QueryLoadError message={t('typesError')} query={types} />;
  }
  if (!types.data || senderId === undefined) return <Loading />;
  const [first, ...rest] = types.data;
  if (!first) {
    return (
      <Alert variant="warning" role="status">
        {t('noTypes')}
      </Alert>
    );
  }
  return <ComposeForm types={[first, ...rest]} senderId={senderId} />;
}

/** /create-inbox (SPEC §2 Create message), inside the main shell, whose guard ensures a session. */
export default function CreateMessagePage() {
  const { t } = useTranslation('compose');
  return (
    <CardPage back={{ to: '/inbox', label: t('back') }} title={t('title')} intro={t('intro')}>
      <ComposeBody />
    </CardPage>
  );
}
