import {
  WalletMethodCodeSchema,
  type WalletMethod,
  type WalletMethodCode,
  type WalletRequestType,
} from '@sportsbook/contracts/schemas/cashier';
import type { MockState } from '../../db/state.ts';

export type MethodRecord = NonNullable<ReturnType<MockState['db']['paymentMethod']['findFirst']>>;

/** Stored paymentMethod.status values: the seed and the control API use these two. */
export const METHOD_ACTIVE = 'Active';
export const METHOD_UNAVAILABLE = 'Unavailable';

// The paymentMethod model keys methods by number, while the contract names them by code (which is
// also the cashier routes' {id}). A method's number encodes both: direction block + code position.
const DIRECTION_BLOCK: Record<WalletRequestType, number> = { deposit: 100, withdraw: 200 };
const CODES = WalletMethodCodeSchema.options;

export const methodIdOf = (direction: WalletRequestType, code: WalletMethodCode): number =>
  DIRECTION_BLOCK[direction] + CODES.indexOf(code);

export function methodCodeOf(method: MethodRecord): WalletMethodCode {
  const code = CODES[method.id % 100];
  if (!code) throw new Error(`payment method ${method.id} has no method code`);
  return code;
}

export const isActive = (method: MethodRecord): boolean => method.status === METHOD_ACTIVE;

/** A direction's methods in the order they were stored (the order the cashier shows them). */
export function methodsOf(state: MockState, direction: WalletRequestType): MethodRecord[] {
  return state.db.paymentMethod.findMany({ where: { direction: { equals: direction } } });
}

export function findMethod(
  state: MockState,
  direction: WalletRequestType,
  code: WalletMethodCode,
): MethodRecord | null {
  return state.db.paymentMethod.findFirst({
    where: { id: { equals: methodIdOf(direction, code) } },
  });
}

export function toWalletMethodDto(method: MethodRecord): WalletMethod {
  const active = isActive(method);
  return {
    id: methodCodeOf(method),
    name: method.name,
    icon: method.icon || null,
    enabled: active,
    disabled: !active,
    available: active,
    status: active ? 'Active' : 'InActive',
  };
}
