import { useTranslation } from 'react-i18next';
import type { CustomerBankAccount } from '@sportsbook/contracts/schemas/account';
import type { Bank } from '@sportsbook/contracts/schemas/cashier';
import { Alert } from '@/components/ui/alert.tsx';
import { TitledDialog } from '@/components/titled-dialog.tsx';
import { stepOf, whyRefused } from '@/lib/money-call/money-call-machine.ts';
import { bankRefusal, useAddBankAccount } from '../../api/withdraw-mutations.ts';
import { BankAccountForm } from './bank-account-form.tsx';

/**
 * The 'Add new bank account' dialog (SPEC §2, §5). While the account is being saved, or checked
 * after a lost answer (issue 24), the dialog stays open; a refusal shows in a toast and here (a
 * modal hides the toasts from screen readers), and an account found not saved says so here with a
 * retry, the values kept either way; success hands the stored account back and closes.
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
  const save = useAddBankAccount((account) => {
    onAdded(account);
    onOpenChange(false);
  });
  const busy = save.phase !== null;
  const change = (next: boolean) => {
    if (busy) return;
    save.reset();
    onOpenChange(next);
  };
  const refusal =
    save.end?.step === 'refused' ? bankRefusal(whyRefused(save.end.outcome)) : undefined;
  return (
    <TitledDialog
      open={open}
      onOpenChange={change}
      className="max-h-[95dvh] overflow-y-auto sm:max-w-lg"
      dismissible={!busy}
      closeLabel={t('close')}
      title={t('bankDialog.title')}
      description={t('bankDialog.intro')}
    >
      {save.end?.step === 'refused' && (
        <Alert variant="destructive">
          <p className="font-semibold">{t('bankDialog.failure')}</p>
          {refusal && <p>{refusal}</p>}
        </Alert>
      )}
      {open && (
        <BankAccountForm
          banks={banks}
          call={save}
          notDone={save.end?.step === 'notDone'}
          onSubmit={(values) => {
            void save.save(values).then((outcome) => {
              // The form left with the dialog: the next opening starts afresh.
              if (stepOf(outcome) === 'done') save.reset();
            });
          }}
          onCancel={() => {
            change(false);
          }}
        />
      )}
    </TitledDialog>
  );
}
