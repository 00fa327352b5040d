import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LoadingBlock, Skeletons } from '@/components/query-view.tsx';

export function CashierLoading({ label, cards = 3 }: { label: string; cards?: number }) {
  return (
    <LoadingBlock label={label} className="grid gap-3 sm:grid-cols-2">
      <Skeletons count={cards} className="h-24" />
    </LoadingBlock>
  );
}

/** A method the address names that the cashier does not offer (now): say so and lead back. */
export function MethodNotAvailable() {
  const { t } = useTranslation('cashier');
  return (
    <Alert className="grid gap-3">
      <p>{t('notAvailable')}</p>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/cashier">{t('backToCashier')}</Link>
      </Button>
    </Alert>
  );
}
