import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, MailQuestionIcon } from 'lucide-react';
import { LoadError } from '@/components/load-error.tsx';
import { TableLoading } from '@/components/data-table/tickets-section.tsx';
import { Button } from '@/components/ui/button.tsx';

export function MessageLoading() {
  const { t } = useTranslation('inbox');
  return <TableLoading label={t('message.loading')} rows={4} />;
}

export function MessageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('inbox');
  return <LoadError message={t('message.error')} onRetry={onRetry} />;
}

/** No id, or one the server does not know (or that belongs to other people): nothing to show. */
export function MessageNotFound({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('inbox');
  return (
    <section className="grid justify-items-start gap-3 rounded-lg border bg-card p-6">
      <MailQuestionIcon aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{t('message.notFound')}</h1>
      <p className="text-sm text-muted-foreground">{t('message.notFoundText')}</p>
      <Button variant="outline" onClick={onBack}>
        <ArrowLeftIcon aria-hidden="true" />
        {t('message.back')}
      </Button>
    </section>
  );
}
