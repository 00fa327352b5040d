import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';

/** Something failed to load: what, and a Retry that asks again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-2">
      <span>{message}</span>
      <Button size="sm" variant="outline" className="h-8" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

/** A query failed to load: what, and a Retry that fetches that query again. */
export function QueryLoadError({
  message,
  query,
}: {
  message: string;
  query: { refetch: () => Promise<unknown> };
}) {
  return (
    <LoadError
      message={message}
      onRetry={() => {
        void query.refetch();
      }}
    />
  );
}
