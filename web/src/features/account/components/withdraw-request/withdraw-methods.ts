import { WITHDRAW_METHODS } from '@sportsbook/contracts/forms/cashier-methods';
import type { WalletMethod, WalletMethodCode } from '@sportsbook/contracts/schemas/cashier';

/**
 * The methods this dialog can file. Its fields are method, branch and amount (SPEC §2, §5):
 * BalanceTransfer needs a receiver and BankTransfer a bank account, which the cashier's withdraw
 * form asks for, so those are offered there instead.
 */
const DIALOG_METHODS: readonly WalletMethodCode[] = [
  WITHDRAW_METHODS.localBranch,
  WITHDRAW_METHODS.cash,
];

/** selectable: Active and complete here; unavailable: not Active; cashier: Active, filed at the cashier. */
export type MethodKind = 'selectable' | 'unavailable' | 'cashier';

export interface MethodChoice {
  method: WalletMethod;
  kind: MethodKind;
}

export function methodChoices(methods: readonly WalletMethod[]): MethodChoice[] {
  return methods.map((method) => ({
    method,
    kind:
      method.status !== 'Active'
        ? 'unavailable'
        : DIALOG_METHODS.includes(method.id)
          ? 'selectable'
          : 'cashier',
  }));
}

/** LocalBranch first when it can be chosen (the payload's default, SPEC §3), else the first that can. */
export function defaultMethod(choices: readonly MethodChoice[]): WalletMethodCode | '' {
  const selectable = choices.filter((choice) => choice.kind === 'selectable');
  const branch = selectable.find((choice) => choice.method.id === WITHDRAW_METHODS.localBranch);
  return (branch ?? selectable[0])?.method.id ?? '';
}

/** The chosen method's code, only when it is one the dialog may file. */
export function selectableMethod(
  choices: readonly MethodChoice[],
  value: string,
): WalletMethodCode | null {
  const choice = choices.find((candidate) => candidate.method.id === value);
  return choice?.kind === 'selectable' ? choice.method.id : null;
}
