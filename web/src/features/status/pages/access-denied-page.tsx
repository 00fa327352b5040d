import { ShieldAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** SPEC §2 access restricted page (region block). */
export default function AccessDeniedPage() {
  const { t } = useTranslation('status');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-6">
      <div className="max-w-lg rounded-xl border bg-card p-8 text-center shadow-sm">
        <ShieldAlertIcon className="mx-auto mb-4 size-12 text-destructive" aria-hidden="true" />
        <h1 className="mb-3 text-3xl font-bold">{t('accessDenied.title')}</h1>
        <p className="mb-2">{t('accessDenied.notAvailable')}</p>
        <p className="mb-2 font-medium">{t('accessDenied.restricted')}</p>
        <p className="text-muted-foreground">{t('accessDenied.contactSupport')}</p>
      </div>
    </main>
  );
}
