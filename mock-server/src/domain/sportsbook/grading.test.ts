import { describe, expect, it } from 'vitest';
import { gradeItem, periodScore, type GradeInput } from './grading.ts';

const pick = (overrides: Partial<GradeInput>): GradeInput => ({
  market: 'moneyline',
  side: 'home',
  period: 'G',
  sportName: 'Basketball',
  threeWay: false,
  meterValue: '',
  awayScore: 100,
  homeScore: 104,
  ...overrides,
});

describe('gradeItem', () => {
  it('grades moneylines, with a tie a push except in three-way soccer', () => {
    expect(gradeItem(pick({}))).toBe('W');
    expect(gradeItem(pick({ side: 'away' }))).toBe('L');
    expect(gradeItem(pick({ homeScore: 100 }))).toBe('E');
    expect(gradeItem(pick({ homeScore: 100, threeWay: true, sportName: 'Soccer' }))).toBe('L');
    expect(gradeItem(pick({ market: 'draw', side: 'draw', homeScore: 100 }))).toBe('W');
  });

  it('grades spreads on the line written on the ticket', () => {
    expect(gradeItem(pick({ market: 'spread', meterValue: '-3.5' }))).toBe('W');
    expect(gradeItem(pick({ market: 'spread', meterValue: '-4.5' }))).toBe('L');
    expect(gradeItem(pick({ market: 'spread', meterValue: '-4' }))).toBe('E');
    expect(gradeItem(pick({ market: 'spread', side: 'away', meterValue: '+4.5' }))).toBe('W');
    expect(gradeItem(pick({ market: 'spread', side: 'away', meterValue: 'PK' }))).toBe('L');
  });

  it('grades totals, team totals and odd/even', () => {
    expect(gradeItem(pick({ market: 'total', side: 'over', meterValue: 'o203.5' }))).toBe('W');
    expect(gradeItem(pick({ market: 'total', side: 'under', meterValue: 'u203.5' }))).toBe('L');
    expect(gradeItem(pick({ market: 'total', side: 'under', meterValue: 'u204' }))).toBe('E');
    expect(gradeItem(pick({ market: 'teamTotal', side: 'awayOver', meterValue: 'o100.5' }))).toBe(
      'L',
    );
    expect(gradeItem(pick({ market: 'teamTotal', side: 'homeUnder', meterValue: 'u104.5' }))).toBe(
      'W',
    );
    expect(gradeItem(pick({ market: 'oddEven', side: 'even' }))).toBe('W');
    expect(gradeItem(pick({ market: 'oddEven', side: 'odd' }))).toBe('L');
  });

  it('grades period lines on the derived period score', () => {
    // 100-104 splits into halves of 50-52: home wins the first half by 2.
    expect(gradeItem(pick({ period: 'H1', market: 'spread', meterValue: '-1.5' }))).toBe('W');
    expect(
      gradeItem(pick({ period: 'Q1', market: 'total', side: 'over', meterValue: 'o50.5' })),
    ).toBe('W');
  });

  it('grades first-inning runs and who scored first', () => {
    const baseball = { sportName: 'Baseball', awayScore: 5, homeScore: 2 };
    expect(gradeItem(pick({ ...baseball, market: 'firstInning', side: 'away' }))).toBe('W');
    expect(gradeItem(pick({ ...baseball, market: 'firstInning', side: 'home' }))).toBe('L');
    expect(gradeItem(pick({ market: 'scoreFirst', side: 'home' }))).toBe('W');
    expect(gradeItem(pick({ market: 'scoreFirst', awayScore: 0, homeScore: 0 }))).toBe('E');
  });
});

describe('periodScore', () => {
  it('splits a final score over the periods, earlier periods taking the remainder', () => {
    expect([1, 2, 3, 4].map((q) => periodScore(`Q${q}`, 27))).toEqual([7, 7, 7, 6]);
    expect(periodScore('H1', 7) + periodScore('H2', 7)).toBe(7);
    expect(periodScore('P3', 5)).toBe(1);
    expect(periodScore('F5', 9)).toBe(5);
    expect(periodScore('G', 9)).toBe(9);
  });
});
