import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { Unavailable } from './withdraw-method.ts';

/** The URL names a method the cashier does not offer now: say so and lead back to the cashier. */
export function MethodNotAvailable({ reason }: { reason: Unavailable }) {
  const { t } = useTranslation('withdraw');
  return (
    <div className="grid gap-4">
      <Alert variant="warning" role="status">
        <p className="font-semibold">{t('notAvailable.title')}</p>
        <p>{t(`notAvailable.${reason}`)}</p>
      </Alert>
      <Button asChild className="justify-self-start">
        <Link to="/cashier">{t('notAvailable.link')}</Link>
      </Button>
    </div>
  );
}
