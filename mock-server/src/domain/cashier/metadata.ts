import type { CashierMetadata } from '@sportsbook/contracts/endpoints/cashier/get-cashier-metadata';
import type { Bank, BranchZone } from '@sportsbook/contracts/schemas/cashier';
import type { MockState } from '../../db/state.ts';
import type { Caller } from '../handler.ts';
import { toBankAccountDto } from '../account/bank-accounts.ts';
import { isActive, methodsOf, toWalletMethodDto } from './methods.ts';

type BankRecord = NonNullable<ReturnType<MockState['db']['bank']['findFirst']>>;

const toBankDto = (bank: BankRecord): Bank => ({
  bankGuid: bank.bankGuid,
  bankFullName: bank.bankFullName,
  urlLogo: bank.urlLogo || null,
  accountNo: bank.accountNo,
  accountName: bank.accountName,
  accountCaption: bank.accountCaption,
  name: bank.name,
});

/**
 * Everything the cashier screens need. withdrawAvailables are the methods the cashier page offers
 * (Active ones); systemSettings.withdrawMethods lists every one with its status for the dialog.
 */
export function cashierMetadata(state: MockState, { user, settings }: Caller): CashierMetadata {
  const withdrawMethods = methodsOf(state, 'withdraw');
  const bankAccounts = settings.allowBankAccount
    ? state.db.bankAccount.findMany({ where: { userId: { equals: user.userId } } })
    : [];
  return {
    depositAvailables: methodsOf(state, 'deposit').map(toWalletMethodDto),
    withdrawAvailables: withdrawMethods.filter(isActive).map(toWalletMethodDto),
    bankAccounts: bankAccounts.map(toBankAccountDto),
    banks: state.db.bank.getAll().map(toBankDto),
    systemSettings: { withdrawMethods: withdrawMethods.map(toWalletMethodDto) },
  };
}

/** Branches grouped by zone, zones and branches in the order they were stored. */
export function branchZones(state: MockState): BranchZone[] {
  const zones = new Map<string, BranchZone>();
  for (const branch of state.db.branch.getAll()) {
    const zone = zones.get(branch.zoneName) ?? { zone: { name: branch.zoneName }, branch: [] };
    zone.branch.push({
      guid: branch.guid,
      name: branch.name,
      address: branch.address,
      mapLink: branch.mapLink || null,
    });
    zones.set(branch.zoneName, zone);
  }
  return [...zones.values()];
}
