import { MARKET, SPORT } from './catalog.ts';
import { pointsOf } from './lines.ts';

export type ItemGrade = 'W' | 'L' | 'E';

/** How many equal parts a period is, and which one (H2 is the second of two halves). */
const PERIOD_PARTS: Record<string, [number, number]> = {
  H1: [2, 0],
  H2: [2, 1],
  Q1: [4, 0],
  Q2: [4, 1],
  Q3: [4, 2],
  Q4: [4, 3],
  P1: [3, 0],
  P2: [3, 1],
  P3: [3, 2],
};

const FIRST_PERIOD: Record<string, string> = {
  [SPORT.baseball]: 'I1',
  [SPORT.basketball]: 'Q1',
  [SPORT.football]: 'Q1',
  [SPORT.soccer]: 'H1',
  [SPORT.hockey]: 'P1',
};

/**
 * A team's score in one period. Settlement only receives final scores, so the mock derives period
 * scores by a fixed rule: the final score split evenly over the periods (earlier periods take the
 * remainder), the first five innings 5/9 of it, and a run in the first inning when a team scored 3+.
 */
export function periodScore(period: string, score: number): number {
  if (period === 'F5') return Math.floor((score * 5) / 9);
  if (period === 'I1') return score >= 3 ? 1 : 0;
  const parts = PERIOD_PARTS[period];
  if (!parts) return score;
  const [count, index] = parts;
  return Math.floor(score / count) + (index < score % count ? 1 : 0);
}

const sign = (value: number): ItemGrade => (value > 0 ? 'W' : value < 0 ? 'L' : 'E');

export interface GradeInput {
  market: string;
  side: string;
  period: string;
  sportName: string;
  /** A soccer game's moneyline loses on a draw (three-way market); elsewhere a tie is a push. */
  threeWay: boolean;
  /** The line the bettor got, as written on the ticket item ('-1.5', 'o8.5', ''). */
  meterValue: string;
  awayScore: number;
  homeScore: number;
}

export function gradeItem(input: GradeInput): ItemGrade {
  const away = periodScore(input.period, input.awayScore);
  const home = periodScore(input.period, input.homeScore);
  const mine = input.side.startsWith('home') ? home - away : away - home;
  const points = pointsOf(input.meterValue) ?? 0;
  switch (input.market) {
    case MARKET.moneyline:
      return mine === 0 && input.threeWay ? 'L' : sign(mine);
    case MARKET.draw:
      return away === home ? 'W' : 'L';
    case MARKET.spread:
    case MARKET.superSpread:
      return sign(mine + points);
    case MARKET.total:
      return overUnder(input.side, away + home - points);
    case MARKET.teamTotal:
      return overUnder(input.side, (input.side.startsWith('home') ? home : away) - points);
    case MARKET.oddEven:
      return ((away + home) % 2 === 1) === (input.side === 'odd') ? 'W' : 'L';
    case MARKET.scoreFirst:
      return scoreFirst(input);
    case MARKET.firstInning:
      return periodScore('I1', input.side === 'home' ? input.homeScore : input.awayScore) > 0
        ? 'W'
        : 'L';
    default:
      return 'E';
  }
}

const overUnder = (side: string, overMargin: number): ItemGrade =>
  sign(side.endsWith('nder') ? -overMargin : overMargin);

/** Who scored first: the better team of the first period; home on a scoring tie; nobody: push. */
function scoreFirst(input: GradeInput): ItemGrade {
  const period = FIRST_PERIOD[input.sportName] ?? 'G';
  const away = periodScore(period, input.awayScore);
  const home = periodScore(period, input.homeScore);
  if (away === 0 && home === 0) return 'E';
  const first = away > home ? 'away' : 'home';
  return input.side === first ? 'W' : 'L';
}
