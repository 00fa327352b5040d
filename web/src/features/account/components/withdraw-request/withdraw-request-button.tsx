import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BanknoteIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { WithdrawRequestDialog } from './withdraw-request-dialog.tsx';

/** The account header's Request withdraw (shown only with the online cashier, SPEC §6). */
export function WithdrawRequestButton() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpen(true);
        }}
      >
        <BanknoteIcon aria-hidden="true" />
        {t('actions.requestWithdraw')}
      </Button>
      <WithdrawRequestDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
