import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '@/components/lazy-part.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';

const KINDS = {
  error: { title: 'error.title', text: 'error.text', code: '500' },
  access: { title: 'access.title', text: 'access.text', code: '403' },
  notFound: { title: 'notFound.title', text: 'notFound.text', code: '404' },
} as const;

/**
 * SPEC §2 status pages: a title, a line, and GO TO DASHBOARD to '/'. With `reload` (a page whose
 * code did not arrive, decision 246) the line says so and Reload page comes first.
 */
export function StatusView({
  kind,
  reload = false,
}: {
  kind: keyof typeof KINDS;
  reload?: boolean;
}) {
  const { t } = useTranslation('status');
  const texts = KINDS[kind];
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background p-6 text-center">
      <p aria-hidden="true" className="text-7xl font-black text-muted-foreground">
        {texts.code}
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{t(texts.title)}</h1>
      <p className="text-muted-foreground">
        {reload ? t('partFailed.message', { ns: 'common' }) : t(texts.text)}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {reload && (
          <Button size="lg" onClick={reloadPage}>
            {t('partFailed.reload', { ns: 'common' })}
          </Button>
        )}
        <Link
          to="/"
          className={buttonVariants({ size: 'lg', variant: reload ? 'outline' : 'default' })}
        >
          {t('goToDashboard')}
        </Link>
      </div>
    </main>
  );
}
