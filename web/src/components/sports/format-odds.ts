import { formatAmerican, isAmericanPrice } from '@sportsbook/contracts/rules/odds';
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

// The contract's formatAmerican (+150, -110) refuses a number that is no American price, so such
// a market shows as not offered rather than as a figure a bettor could misread.
const offered = (price: number | null): price is number => price !== null && isAmericanPrice(price);

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
  if (points === null || !offered(price)) return null;
  return { market: 'total', line: `${prefix}${points}`, price: formatAmerican(price) };
}

const moneyView = (price: number | null): OddsView | null =>
  offered(price) ? { market: 'moneyline', line: null, price: formatAmerican(price) } : null;

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
