import { formatAmerican } from '@sportsbook/contracts/rules/odds';
import { MARKET } from './catalog.ts';

// How a line value is written (metterValue / meterValue) and read back. Grading reads the value the
// bettor got from the ticket item, so a line that moved (or was teased) after the bet grades right.

const signed = (points: number): string =>
  points === 0 ? 'PK' : points > 0 ? `+${points}` : `${points}`;

const isOver = (side: string): boolean => side === 'over' || side.endsWith('Over');

export function meterValueOf(market: string, side: string, points: number | null): string {
  if (points === null) return '';
  if (market === MARKET.spread || market === MARKET.superSpread) return signed(points);
  if (market === MARKET.total || market === MARKET.teamTotal) {
    return `${isOver(side) ? 'o' : 'u'}${points}`;
  }
  return '';
}

/** The points in a line value: '+1.5' → 1.5, 'o8.5' → 8.5, 'PK' → 0, '' → null. */
export function pointsOf(meterValue: string): number | null {
  const text = meterValue.trim();
  if (text === '') return null;
  if (text.toUpperCase() === 'PK') return 0;
  const value = Number(text.replace(/^[ou]/i, ''));
  return Number.isFinite(value) ? value : null;
}

/** A teaser moves spreads in the bettor's favour and totals towards the bettor's side. */
export function teasedPoints(market: string, side: string, points: number, teaserPoints: number) {
  if (market === MARKET.total || market === MARKET.teamTotal) {
    return isOver(side) ? points - teaserPoints : points + teaserPoints;
  }
  return points + teaserPoints;
}

/** 'o8.5 -110', '-1.5 +120', '+150' (odds rows and bet displays). */
export const priceDisplay = (meterValue: string, price: number): string =>
  meterValue ? `${meterValue} ${formatAmerican(price)}` : formatAmerican(price);

/** '-1.5 (-110)' or '+150' (offer buttons). */
export const offerDisplay = (meterValue: string, price: number): string =>
  meterValue ? `${meterValue} (${formatAmerican(price)})` : formatAmerican(price);
