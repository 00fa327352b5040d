import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { CashierMetadata } from '@sportsbook/contracts/endpoints/cashier/get-cashier-metadata';
import { WITHDRAW_METHODS } from '@sportsbook/contracts/forms/cashier-methods';
import type { WalletMethod } from '@sportsbook/contracts/schemas/cashier';
import { findBranch } from '@/components/cashier/branch-field.tsx';
import { cashierQueries } from '@/lib/queries/cashier-queries.ts';
import { useFormat } from '@/lib/use-format.ts';
import type { WithdrawalPayload } from '../../api/withdraw-mutations.ts';
import { withdrawMethodName } from '../method-name.ts';
import { bankAccountLabel } from './bank-account-label.ts';
import type { SummaryRow } from './withdraw-confirm-dialog.tsx';

/** What the confirmation lists: method, amount, and the branch, receiver or bank account. */
export function useSummaryRows(
  method: WalletMethod,
  metadata: CashierMetadata,
  payload: WithdrawalPayload | null,
): SummaryRow[] {
  const { t } = useTranslation('withdraw');
  const format = useFormat();
  // The branch select has read them already; this only looks the chosen one up.
  const branches = useQuery({
    ...cashierQueries.branches(),
    enabled: method.id === WITHDRAW_METHODS.localBranch,
  });
  if (!payload) return [];
  const rows: SummaryRow[] = [
    { label: t('method'), value: withdrawMethodName(t, method) },
    { label: t('amount'), value: format.money(payload.amount) },
  ];
  if (payload.branchGuid) {
    const branch = findBranch(branches.data ?? [], payload.branchGuid);
    rows.push({
      label: t('branch'),
      value: branch ? `${branch.name} · ${branch.address}` : payload.branchGuid,
    });
  }
  if (payload.receiverId) rows.push({ label: t('receiver'), value: payload.receiverId });
  const account = metadata.bankAccounts.find(
    (stored) => stored.accountToken === payload.bankAccountToken,
  );
  if (account)
    rows.push({ label: t('bankAccount'), value: bankAccountLabel(account, metadata.banks) });
  return rows;
}
