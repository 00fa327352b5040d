import { describe, expect, it } from 'vitest';
import type { AccountTransaction } from '@sportsbook/contracts/schemas/cashier';
import { filterTransactions, kindOf, readFilter, readType, sumMoney } from './view.ts';

const transaction = (id: number, number: string, amount: number): AccountTransaction => ({
  number,
  id,
  date: '2026-11-21T12:00:00.000Z',
  amount,
  newBalance: 1000,
  reason: 'Movement',
});

const rows = [
  transaction(1, 'ACCTDEP-0001', 250),
  transaction(2, 'W-ACCTWITH-0002', -100),
  transaction(3, 'ADJ-3', 5),
];

describe('the route and its filter', () => {
  it('lists tickets unless the type is deposit or withdraw', () => {
    expect(readType('deposit')).toBe('deposit');
    expect(readType('withdraw')).toBe('withdraw');
    for (const other of ['ticket', 'Deposit', '', null, undefined]) {
      expect(readType(other)).toBe('ticket');
    }
  });

  it("starts the filter at the route's type; ?filter= names another", () => {
    expect(readFilter(null, 'withdraw')).toBe('withdraw');
    expect(readFilter(null, 'deposit')).toBe('deposit');
    expect(readFilter('all', 'withdraw')).toBe('all');
    expect(readFilter('bogus', 'withdraw')).toBe('withdraw');
  });
});

describe('deposits and withdrawals', () => {
  it('tells them apart by ACCTDEP / ACCTWITH anywhere in the number', () => {
    expect(rows.map(kindOf)).toEqual(['deposit', 'withdraw', null]);
  });

  it('filters All, Deposit or Withdraw', () => {
    expect(filterTransactions(rows, 'all')).toBe(rows);
    expect(filterTransactions(rows, 'deposit').map((row) => row.id)).toEqual([1]);
    expect(filterTransactions(rows, 'withdraw').map((row) => row.id)).toEqual([2]);
  });

  it('totals in whole cents', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([])).toBe(0);
  });
});
