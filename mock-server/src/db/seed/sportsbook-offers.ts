import { MARKET, SPORT, periodDescription } from '../../domain/sportsbook/catalog.ts';
import { meterValueOf } from '../../domain/sportsbook/lines.ts';
import type { MockState } from '../state.ts';
import type { Random } from '../random.ts';
import { MARGIN, americanOf, halfPoints, hook, juicePair } from './sportsbook-prices.ts';

/** What the offer builder needs to know about an event. */
export interface EventLine {
  eventId: string;
  sportName: string;
  awayName: string;
  homeName: string;
  periods: readonly string[];
  total: [number, number];
  spread: [number, number];
}

/** market, side, team name, bet name, points, price, and for alternates the id suffix. */
type OfferSpec = [string, string, string, string, number | null, number, string?];

/** How much of the game a period is (scales totals and spreads). */
const PERIOD_SHARE: Record<string, number> = {
  G: 1,
  H1: 0.5,
  H2: 0.5,
  Q1: 0.25,
  Q2: 0.25,
  Q3: 0.25,
  Q4: 0.25,
  P1: 0.34,
  P2: 0.33,
  P3: 0.33,
  F5: 0.55,
  I1: 0.1,
};

const SPREAD_NAME: Record<string, string> = {
  [SPORT.baseball]: 'Run Line',
  [SPORT.hockey]: 'Puck Line',
};

type Add = (period: string, spec: OfferSpec) => void;

function adder(state: MockState, event: EventLine): Add {
  return (period, [market, side, teamName, betName, points, price, alternate]) => {
    const prefix = period === 'G' ? '' : `${periodDescription(period)} `;
    state.db.offer.create({
      offerId: `${event.eventId}-${period}-${market}-${side}${alternate ?? ''}`,
      eventId: event.eventId,
      period,
      periodDescription: periodDescription(period),
      market,
      side,
      teamName,
      betName: `${prefix}${betName}`,
      metterValue: meterValueOf(market, side, points),
      points,
      price,
      previousPrice: null,
      isAlternate: alternate !== undefined,
    });
  };
}

interface Shape {
  /** Home team's win probability (two-way) and the draw probability (soccer, else 0). */
  home: number;
  draw: number;
  /** Main spread of the home team (negative when favoured) and the game total. */
  homeSpread: number;
  total: number;
}

function gameShape(random: Random, event: EventLine): Shape {
  const favouriteHome = random.chance(0.55);
  const strength = 0.52 + random.next() * 0.24;
  const favourite = event.sportName === SPORT.soccer ? strength - 0.1 : strength;
  const draw = event.sportName === SPORT.soccer ? 0.24 + random.next() * 0.06 : 0;
  const home = favouriteHome ? favourite : 1 - favourite - draw;
  const spread = halfPoints(random, event.spread[0], event.spread[1]);
  return {
    home,
    draw,
    homeSpread: favouriteHome ? -spread : spread,
    total: hook(halfPoints(random, event.total[0], event.total[1]) + 0.5),
  };
}

function addPeriod(add: Add, random: Random, event: EventLine, period: string, shape: Shape) {
  const share = PERIOD_SHARE[period] ?? 1;
  const tilt = period === 'G' ? 1 : 0.8;
  const draw =
    shape.draw === 0 ? 0 : period === 'G' ? shape.draw : Math.min(0.45, shape.draw * 1.5);
  // The home share of decisive results, pulled towards even in shorter periods.
  const homeShare = 0.5 + (shape.home / (1 - shape.draw) - 0.5) * tilt;
  const { awayName: a, homeName: h } = event;
  add(period, [
    MARKET.moneyline,
    'away',
    a,
    'Money Line',
    null,
    americanOf((1 - homeShare) * (1 - draw) * MARGIN),
  ]);
  add(period, [
    MARKET.moneyline,
    'home',
    h,
    'Money Line',
    null,
    americanOf(homeShare * (1 - draw) * MARGIN),
  ]);
  if (draw > 0) add(period, [MARKET.draw, 'draw', 'Draw', 'Draw', null, americanOf(draw * MARGIN)]);
  if (period !== 'I1') {
    const size =
      period === 'G' ? Math.abs(shape.homeSpread) : hook(Math.abs(shape.homeSpread) * share + 0.5);
    const homeSpread = shape.homeSpread < 0 ? -size : size;
    const [awayPrice, homePrice] = fixedSpread(event)
      ? runLinePrices(random, homeSpread)
      : juicePair(random);
    const betName = SPREAD_NAME[event.sportName] ?? 'Spread';
    add(period, [MARKET.spread, 'away', a, betName, -homeSpread, awayPrice]);
    add(period, [MARKET.spread, 'home', h, betName, homeSpread, homePrice]);
  }
  const total = period === 'G' ? shape.total : hook(shape.total * share + 0.5);
  const [over, under] = juicePair(random);
  add(period, [MARKET.total, 'over', `${a}/${h}`, 'Total', total, over]);
  add(period, [MARKET.total, 'under', `${a}/${h}`, 'Total', total, under]);
}

const fixedSpread = (event: EventLine) =>
  event.spread[0] === event.spread[1] && event.spread[0] === 1.5;

/** Run and puck lines: the favourite lays 1.5 at plus money, the underdog takes it at minus money. */
function runLinePrices(random: Random, homeSpread: number): [number, number] {
  const plus = random.pick([110, 120, 130, 145, 160]);
  const minus = -(plus + 20);
  return homeSpread < 0 ? [minus, plus] : [plus, minus];
}

function addGameExtras(add: Add, random: Random, event: EventLine, shape: Shape) {
  const { awayName: a, homeName: h } = event;
  const unit = shape.total > 20 ? 2 : 1;
  const [better, worse] = unit === 2 ? [-150, 125] : [-190, 155];
  const sides = [
    ['away', a, -shape.homeSpread],
    ['home', h, shape.homeSpread],
  ] as const;
  for (const [side, team, main] of sides) {
    add('G', [MARKET.spread, side, team, 'Alternate Spread', main + unit, better, '-alt1']);
    add('G', [MARKET.spread, side, team, 'Alternate Spread', main - unit, worse, '-alt2']);
  }
  const teams = `${a}/${h}`;
  add('G', [MARKET.total, 'over', teams, 'Alternate Total', shape.total - unit, better, '-alt1']);
  add('G', [MARKET.total, 'over', teams, 'Alternate Total', shape.total + unit, worse, '-alt2']);
  add('G', [MARKET.total, 'under', teams, 'Alternate Total', shape.total + unit, better, '-alt1']);
  add('G', [MARKET.total, 'under', teams, 'Alternate Total', shape.total - unit, worse, '-alt2']);
  const homeTotal = hook(shape.total / 2 - shape.homeSpread / 2 + 0.5);
  const awayTotal = hook(shape.total / 2 + shape.homeSpread / 2 + 0.5);
  add('G', [MARKET.teamTotal, 'awayOver', a, 'Team Total', awayTotal, -115]);
  add('G', [MARKET.teamTotal, 'awayUnder', a, 'Team Total', awayTotal, -105]);
  add('G', [MARKET.teamTotal, 'homeOver', h, 'Team Total', homeTotal, -115]);
  add('G', [MARKET.teamTotal, 'homeUnder', h, 'Team Total', homeTotal, -105]);
  add('G', [MARKET.oddEven, 'odd', 'Odd', 'Odd/Even', null, -110]);
  add('G', [MARKET.oddEven, 'even', 'Even', 'Odd/Even', null, -110]);
  addSportExtras(add, random, event, shape);
}

function addSportExtras(add: Add, random: Random, event: EventLine, shape: Shape) {
  const { awayName: a, homeName: h } = event;
  const homeFavoured = shape.homeSpread < 0;
  if (event.sportName === SPORT.baseball) {
    add('G', [MARKET.firstInning, 'away', a, '1st Inning Run', null, random.pick([150, 165, 180])]);
    add('G', [MARKET.firstInning, 'home', h, '1st Inning Run', null, random.pick([135, 150, 165])]);
    return;
  }
  add('G', [MARKET.scoreFirst, 'away', a, 'Score First', null, homeFavoured ? 110 : -130]);
  add('G', [MARKET.scoreFirst, 'home', h, 'Score First', null, homeFavoured ? -130 : 110]);
  if (event.sportName === SPORT.basketball || event.sportName === SPORT.football) {
    const superHome = shape.homeSpread + (homeFavoured ? -7 : 7);
    add('G', [MARKET.superSpread, 'away', a, 'Super Spread', -superHome, -400]);
    add('G', [MARKET.superSpread, 'home', h, 'Super Spread', superHome, 250]);
  }
}

/** Every market of every period of a team event. */
export function seedEventOffers(state: MockState, random: Random, event: EventLine): void {
  const add = adder(state, event);
  const shape = gameShape(random, event);
  for (const period of event.periods) addPeriod(add, random, event, period, shape);
  addGameExtras(add, random, event, shape);
}

/** A child matchup (alternate lines, self matchup): moneyline, spread and total of the game only. */
export function seedChildOffers(state: MockState, random: Random, event: EventLine): void {
  addPeriod(adder(state, event), random, event, 'G', gameShape(random, event));
}

/** A proposition: two answers priced like a moneyline, graded by the prop's own score. */
export function seedPropOffers(state: MockState, random: Random, event: EventLine): void {
  const add = adder(state, event);
  const yes = 0.35 + random.next() * 0.3;
  add('G', [
    MARKET.moneyline,
    'away',
    event.awayName,
    'Proposition',
    null,
    americanOf(yes * MARGIN),
  ]);
  add('G', [
    MARKET.moneyline,
    'home',
    event.homeName,
    'Proposition',
    null,
    americanOf((1 - yes) * MARGIN),
  ]);
}
