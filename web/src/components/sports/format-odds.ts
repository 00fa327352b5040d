import type { GameEvent, PublicOdds } from '@sportsbook/contracts/schemas/sportsbook';

export type Market = 'moneyline' | 'spread' | 'total';

/** One price as shown: an optional line (spread or total points) above the American price. */
export interface OddsView {
  market: Market;
  line: string | null;
  price: string;
}

export interface SideOdds {
  moneyline: OddsView | null;
  spread: OddsView | null;
  total: OddsView | null;
}

/** American price as shown: +150, -110. */
export const formatAmerican = (price: number): string => (price > 0 ? `+${price}` : String(price));

// The spread arrives already formatted ('+1.5 -120'); split it so the line sits above the price.
function spreadView(display: string | null): OddsView | null {
  const text = display?.trim();
  if (!text) return null;
  const [line = '', ...rest] = text.split(/\s+/);
  return rest.length > 0
    ? { market: 'spread', line, price: rest.join(' ') }
    : { market: 'spread', line: null, price: line };
}

function totalView(
  prefix: 'o' | 'u',
  points: number | null,
  price: number | null,
): OddsView | null {
  if (points === null || price === null) return null;
  return { market: 'total', line: `${prefix}${points}`, price: formatAmerican(price) };
}

const moneyView = (price: number | null): OddsView | null =>
  price === null ? null : { market: 'moneyline', line: null, price: formatAmerican(price) };

/**
 * The public page shows a game's first odds row (SPEC §3): money line and spread per team, and the
 * total's over on the away row and under on the home row. A market not offered is null.
 */
export function gameOdds(game: Pick<GameEvent, 'gameLine'>): { away: SideOdds; home: SideOdds } {
  const odds: PublicOdds | undefined = game.gameLine[0];
  if (!odds) {
    const none: SideOdds = { moneyline: null, spread: null, total: null };
    return { away: none, home: none };
  }
  return {
    away: {
      moneyline: moneyView(odds.awayMoney),
      spread: spreadView(odds.awayDisplay),
      total: totalView('o', odds.points, odds.priceOver),
    },
    home: {
      moneyline: moneyView(odds.homeMoney),
      spread: spreadView(odds.homeDisplay),
      total: totalView('u', odds.points, odds.priceUnder),
    },
  };
}
