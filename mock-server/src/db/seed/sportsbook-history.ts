import { SPORT } from '../../domain/sportsbook/catalog.ts';
import type { Random } from '../random.ts';

/** One graded ticket of a persona's history: moneyline picks on past games of these leagues. */
export interface PastTicket {
  daysAgo: number;
  leagues: string[];
  amount: number;
  won: boolean;
}

const HISTORY: Record<'demo' | 'basic', PastTicket[]> = {
  demo: [
    { daysAgo: 33, leagues: ['NFL', 'NBA'], amount: 15, won: true },
    { daysAgo: 29, leagues: ['KBO'], amount: 40, won: false },
    { daysAgo: 24, leagues: ['NCAAF'], amount: 60, won: true },
    { daysAgo: 20, leagues: ['NBA', 'MLB', 'NHL'], amount: 10, won: false },
    { daysAgo: 16, leagues: ['LaLiga'], amount: 30, won: true },
    { daysAgo: 12, leagues: ['NFL'], amount: 100, won: false },
    { daysAgo: 9, leagues: ['NHL', 'EPL'], amount: 20, won: true },
    { daysAgo: 5, leagues: ['MLB'], amount: 25, won: false },
    { daysAgo: 3, leagues: ['NBA'], amount: 50, won: true },
  ],
  basic: [
    { daysAgo: 14, leagues: ['NBA'], amount: 25, won: true },
    { daysAgo: 7, leagues: ['MLB'], amount: 30, won: false },
  ],
};

export const pastTickets = (persona: 'demo' | 'basic'): readonly PastTicket[] => HISTORY[persona];

/** Typical final scores per sport. */
const SCORE_RANGE: Record<string, [number, number]> = {
  [SPORT.baseball]: [1, 9],
  [SPORT.basketball]: [88, 124],
  [SPORT.football]: [10, 38],
  [SPORT.soccer]: [0, 3],
  [SPORT.hockey]: [1, 5],
};

/** A final score as [winner, loser]: the winner always ahead, so a moneyline cannot push. */
export function winningScore(random: Random, sportName: string): [number, number] {
  const [low, high] = SCORE_RANGE[sportName] ?? [0, 5];
  const loser = random.int(low, high - 1);
  return [random.int(loser + 1, high), loser];
}
