import type { WalletMethod } from '@sportsbook/contracts/schemas/cashier';

/** A `t` that reads keys with their namespace ('deposit:method.BankTransfer'). */
type Translate = (key: string, options?: { defaultValue: string }) => string;

/*
 * A cashier method's name in the lists is the name its form gives it, by its code (issue 34: the
 * lists showed the API's English 'Local branch' where the form said 'Sucursal local'). A code the
 * app has no name for shows the API's name (decision 174).
 */

/** A deposit method's name, as the deposit form names it. */
export const depositMethodName = (t: Translate, method: Pick<WalletMethod, 'id' | 'name'>) =>
  t(`deposit:method.${method.id}`, { defaultValue: method.name });

/** A withdraw method's name, as the withdraw form names it. */
export const withdrawMethodName = (t: Translate, method: Pick<WalletMethod, 'id' | 'name'>) =>
  t(`withdraw:methodName.${method.id}`, { defaultValue: method.name });
