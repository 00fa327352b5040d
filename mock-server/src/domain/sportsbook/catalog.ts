// The fixed vocabulary of the fake sportsbook: periods, market codes and teaser rules. The seed builds
// offers from it and the domain reads it back (grading, teasers), so both agree on every code.

export const SPORT = {
  baseball: 'Baseball',
  basketball: 'Basketball',
  football: 'Football',
  soccer: 'Soccer',
  hockey: 'Hockey',
} as const;

export type SportName = (typeof SPORT)[keyof typeof SPORT];

export const PERIOD_DESCRIPTIONS: Record<string, string> = {
  G: 'Game',
  H1: '1st Half',
  H2: '2nd Half',
  Q1: '1st Quarter',
  Q2: '2nd Quarter',
  Q3: '3rd Quarter',
  Q4: '4th Quarter',
  P1: '1st Period',
  P2: '2nd Period',
  P3: '3rd Period',
  F5: '1st 5 Innings',
  I1: '1st Inning',
};

export const periodDescription = (period: string): string => PERIOD_DESCRIPTIONS[period] ?? period;

/** Market codes stored on offers. */
export const MARKET = {
  moneyline: 'moneyline',
  draw: 'draw',
  spread: 'spread',
  superSpread: 'superSpread',
  total: 'total',
  teamTotal: 'teamTotal',
  oddEven: 'oddEven',
  scoreFirst: 'scoreFirst',
  firstInning: 'firstInning',
} as const;

export type Market = (typeof MARKET)[keyof typeof MARKET];

/** Matchup states in which the event still takes bets. */
export const OPEN_STATE = 'Pending';
export const FINAL_STATE = 'Final';

export const MATCHUP_TYPE = { team: 'Team Event', proposition: 'Proposition' } as const;

/** What each teaser may hold: picks of one sport, spreads and totals of the game, moved by `points`. */
export interface TeaserRule {
  id: number;
  name: string;
  shortName: string;
  sportName: SportName;
  points: number;
  minTeam: number;
  maxTeam: number;
  pricesList: { cntTeam: number; price: number }[];
}

/**
 * A teaser rule, its prices keyed by the number of teams: its slips hold from the fewest to the
 * most teams priced.
 */
function teaserRule(
  rule: Omit<TeaserRule, 'minTeam' | 'maxTeam' | 'pricesList'>,
  prices: Record<number, number>,
): TeaserRule {
  const pricesList = Object.entries(prices).map(([count, price]) => ({
    cntTeam: Number(count),
    price,
  }));
  const counts = pricesList.map(({ cntTeam }) => cntTeam);
  return { ...rule, minTeam: Math.min(...counts), maxTeam: Math.max(...counts), pricesList };
}

export const TEASER_RULES: readonly TeaserRule[] = [
  teaserRule(
    { id: 1, name: '6 Point Football', shortName: '6PT FB', sportName: SPORT.football, points: 6 },
    { 2: -110, 3: 160, 4: 250, 5: 400, 6: 600 },
  ),
  teaserRule(
    {
      id: 2,
      name: '4 Point Basketball',
      shortName: '4PT BK',
      sportName: SPORT.basketball,
      points: 4,
    },
    { 2: -110, 3: 180, 4: 300 },
  ),
  teaserRule(
    { id: 3, name: '7 Point Football', shortName: '7PT FB', sportName: SPORT.football, points: 7 },
    { 3: -120, 4: 150, 5: 250 },
  ),
];

export const teaserRuleOf = (teaserId: number | null): TeaserRule | undefined =>
  TEASER_RULES.find((rule) => rule.id === teaserId);

/** Teaser tickets are named after their teaser, so grading can find its price table again. */
export const TEASER_TICKET_PREFIX = 'Teaser ';

/** Ticket winner codes beyond Y/L/P: push, sold back (cash-out) and cancelled. */
export const WINNER = {
  won: 'Y',
  lost: 'L',
  pending: 'P',
  push: 'X',
  sold: 'S',
  cancelled: 'C',
} as const;
