import { useTranslation } from 'react-i18next';
import { CalendarXIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** SPEC §2: 'No sport events listed' / 'Please try again later', wherever games are listed. */
export function SportsEmpty() {
  const { t } = useTranslation('sports');
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border bg-card px-6 py-12 text-center">
      <CalendarXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
      <p className="text-muted-foreground">{t('empty.text')}</p>
    </div>
  );
}

/** A sport list (or games) that could not be loaded, with a retry. */
export function SportsError({ onRetry, title }: { onRetry: () => void; title?: string }) {
  const { t } = useTranslation('sports');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-card px-6 py-12 text-center"
    >
      <TriangleAlertIcon className="size-10 text-destructive" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{title ?? t('error.title')}</h2>
      <Button variant="outline" onClick={onRetry}>
        {t('error.retry')}
      </Button>
    </div>
  );
}
