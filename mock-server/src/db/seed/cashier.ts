import type { WalletMethodCode, WalletRequestType } from '@sportsbook/contracts/schemas/cashier';
import type { MockState } from '../state.ts';
import type { Random } from '../random.ts';
import { randomGuid, randomHex } from '../../domain/files/random-ids.ts';
import { PERSONAS } from '../personas.ts';
import { METHOD_ACTIVE, METHOD_UNAVAILABLE, methodIdOf } from '../../domain/cashier/methods.ts';
import { seedCashierHistory } from './cashier-history.ts';
import { logoLink } from '../../assets/logos.ts';

interface SeedMethod {
  code: WalletMethodCode;
  name: string;
  icon: string;
  available?: false;
}

const METHODS: Record<WalletRequestType, SeedMethod[]> = {
  deposit: [
    { code: 'BankTransfer', name: 'Bank transfer', icon: 'bank' },
    { code: 'BankDeposit', name: 'Bank deposit', icon: 'deposit' },
    // Shown as Unavailable on the cashier page.
    { code: 'Cash', name: 'Cash deposit', icon: 'cash', available: false },
  ],
  withdraw: [
    { code: 'LocalBranch', name: 'Local branch', icon: 'branch' },
    // Not selectable in the withdraw dialog: instant cash goes through the account PIN instead.
    { code: 'Cash', name: 'Cash', icon: 'cash', available: false },
    { code: 'BalanceTransfer', name: 'Balance transfer', icon: 'transfer' },
    { code: 'BankTransfer', name: 'Bank transfer', icon: 'bank' },
  ],
};

const BANKS = [
  {
    name: 'Popular',
    bankFullName: 'Banco Popular Dominicano',
    accountNo: '812-345678-9',
    caption: 'Checking account',
  },
  {
    name: 'Banreservas',
    bankFullName: 'Banco de Reservas',
    accountNo: '240-0012345-6',
    caption: 'Savings account',
  },
  {
    name: 'BHD',
    bankFullName: 'Banco BHD',
    accountNo: '1187-654321-0',
    caption: 'Checking account',
  },
  {
    name: 'Scotiabank',
    bankFullName: 'Scotiabank República Dominicana',
    accountNo: '0051-2233445',
    caption: 'Checking account',
  },
];

const BRANCH_ZONES = [
  {
    zone: 'Santo Domingo',
    branches: [
      ['Naco', 'Av. Tiradentes 34, Naco, Santo Domingo'],
      ['Piantini', 'Av. Gustavo Mejía Ricart 102, Piantini, Santo Domingo'],
      ['Los Prados', 'Calle Eric Leonard Ekman 15, Los Prados, Santo Domingo'],
    ],
  },
  {
    zone: 'Santiago',
    branches: [
      ['Centro Santiago', 'Calle del Sol 58, Santiago de los Caballeros'],
      ['Los Jardines', 'Av. 27 de Febrero 211, Los Jardines, Santiago'],
    ],
  },
  {
    zone: 'Este',
    branches: [
      ['Bávaro', 'Av. Barceló 9, Bávaro, Punta Cana'],
      ['La Romana', 'Calle Duarte 77, La Romana'],
    ],
  },
] as const;

const mapLinkOf = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

function seedCatalogue(state: MockState, random: Random): void {
  for (const [direction, methods] of Object.entries(METHODS) as [
    WalletRequestType,
    SeedMethod[],
  ][]) {
    for (const method of methods) {
      state.db.paymentMethod.create({
        id: methodIdOf(direction, method.code),
        name: method.name,
        icon: method.icon,
        direction,
        status: method.available === false ? METHOD_UNAVAILABLE : METHOD_ACTIVE,
      });
    }
  }
  for (const bank of BANKS) {
    state.db.bank.create({
      bankGuid: randomGuid(random),
      name: bank.name,
      bankFullName: bank.bankFullName,
      urlLogo: logoLink('bank', bank.name),
      accountNo: bank.accountNo,
      accountName: 'Sportsbook Payments SRL',
      accountCaption: `${bank.caption} · RNC 1-31-45678-9`,
    });
  }
  for (const { zone, branches } of BRANCH_ZONES) {
    for (const [name, address] of branches) {
      state.db.branch.create({
        guid: randomGuid(random),
        zoneName: zone,
        name,
        address,
        mapLink: mapLinkOf(address),
      });
    }
  }
}

/** Demo's stored bank accounts (allowBankAccount is on for demo); answers the first one's token. */
function seedBankAccounts(state: MockState, random: Random): string {
  const bankGuidOf = (name: string) =>
    state.db.bank.findFirst({ where: { name: { equals: name } } })?.bankGuid ?? '';
  const accounts = [
    ['Popular', '0045219876', 'SavingAccount', 'Payroll savings'],
    ['BHD', '2210098123', 'CheckingAccount', ''],
  ] as const;
  const tokens = accounts.map(([bank, accountNumber, accountType, accountDescription]) => {
    const accountToken = `bat_${randomHex(random, 24)}`;
    state.db.bankAccount.create({
      accountToken,
      userId: PERSONAS.demo.userId,
      bankGuid: bankGuidOf(bank),
      accountNumber,
      accountName: 'Dana Morales',
      accountType,
      accountDescription,
      status: 'Active',
      visible: true,
    });
    return accountToken;
  });
  return tokens[0] ?? '';
}

/** Payment methods, house banks, branches, then demo's bank accounts and the wallet history. */
export function seedCashier(state: MockState, random: Random): void {
  seedCatalogue(state, random);
  seedCashierHistory(state, random, seedBankAccounts(state, random));
}
