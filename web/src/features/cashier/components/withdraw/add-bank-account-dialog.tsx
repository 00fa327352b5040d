import { useTranslation } from 'react-i18next';
import type { CustomerBankAccount } from '@sportsbook/contracts/schemas/account';
import type { Bank } from '@sportsbook/contracts/schemas/cashier';
import { Alert } from '@/components/ui/alert.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { useAddBankAccount } from '../../api/withdraw-mutations.ts';
import { BankAccountForm } from './bank-account-form.tsx';

/**
 * The 'Add new bank account' dialog (SPEC §2, §5). While the account is being saved the dialog
 * stays open; a refusal shows in a toast and here (a modal hides the toasts from screen readers),
 * with the values kept; success hands the stored account back and closes.
 */
export function AddBankAccountDialog({
  open,
  onOpenChange,
  banks,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  banks: readonly Bank[];
  onAdded: (account: CustomerBankAccount) => void;
}) {
  const { t } = useTranslation('withdraw');
  const save = useAddBankAccount();
  const change = (next: boolean) => {
    if (save.isPending) return;
    save.reset();
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        className="max-h-[95dvh] overflow-y-auto sm:max-w-lg"
        dismissible={!save.isPending}
        closeLabel={t('close')}
      >
        <DialogHeader>
          <DialogTitle>{t('bankDialog.title')}</DialogTitle>
          <DialogDescription>{t('bankDialog.intro')}</DialogDescription>
        </DialogHeader>
        {save.isError && (
          <Alert variant="destructive">
            <p className="font-semibold">{t('bankDialog.failure')}</p>
            {save.error.message.trim() && <p>{save.error.message}</p>}
          </Alert>
        )}
        {open && (
          <BankAccountForm
            banks={banks}
            pending={save.isPending}
            onSubmit={(values) => {
              save.mutate(values, {
                onSuccess: (account) => {
                  onAdded(account);
                  change(false);
                },
              });
            }}
            onCancel={() => {
              change(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
