import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from 'lucide-react';
import type { CustomerBankAccount } from '@sportsbook/contracts/schemas/account';
import type { Bank } from '@sportsbook/contracts/schemas/cashier';
import { LabelledField } from '@/components/ui/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { bankAccountLabel, isUsable } from './bank-account-label.ts';

/**
 * SPEC §2 Withdraw form: the customer's stored bank accounts (required for a bank transfer,
 * optional otherwise) and the 'Add new bank account' button. A Cancelled account is listed but
 * cannot be chosen.
 */
export function BankAccountField({
  accounts,
  banks,
  required,
  error,
  onAdd,
  select,
}: {
  accounts: readonly CustomerBankAccount[];
  banks: readonly Bank[];
  required: boolean;
  error: string | undefined;
  onAdd: () => void;
  select: React.ComponentProps<'select'>;
}) {
  const { t } = useTranslation('withdraw');
  const hint = accounts.length === 0 ? t('noBankAccounts') : required ? undefined : t('optional');
  return (
    <div className="grid gap-2">
      <LabelledField label={t('bankAccount')} hint={hint} error={error}>
        {(ids) => (
          <NativeSelect {...ids} {...select}>
            <option value="">{t(required ? 'chooseBankAccount' : 'noBankAccount')}</option>
            {accounts.map((account) => (
              <option
                key={account.accountToken}
                value={account.accountToken}
                disabled={!isUsable(account)}
              >
                {isUsable(account)
                  ? bankAccountLabel(account, banks)
                  : t('cancelledAccount', { account: bankAccountLabel(account, banks) })}
              </option>
            ))}
          </NativeSelect>
        )}
      </LabelledField>
      <Button type="button" variant="outline" className="justify-self-start" onClick={onAdd}>
        <PlusIcon aria-hidden="true" />
        {t('addBankAccount')}
      </Button>
    </div>
  );
}
