import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Matchup, OddsLine } from '@sportsbook/contracts/schemas/sportsbook';
import type { Picks } from '@/components/sports/matchup-card.tsx';
import { PickButton, priceView } from '@/components/sports/pick-button.tsx';
import { marketsOf, type MarketPrice } from '../model/markets.ts';

/** Every market of one period, each a titled group of pick buttons named for who they back. */
export function MarketGrid({
  matchup,
  line,
  picks,
}: {
  matchup: Pick<Matchup, 'away' | 'home' | 'eventName'>;
  line: OddsLine;
  picks: Picks;
}) {
  const { t } = useTranslation('sportsbook');
  // One page shows several grids (the event's and each child matchup's): ids stay unique.
  const id = useId();
  const who = (price: MarketPrice): string => {
    const team = price.team ?? (price.side === 'away' || price.side === 'home' ? price.side : null);
    const name = team ? matchup[team].name : null;
    const side =
      price.side === 'away' || price.side === 'home' ? null : t(`market.side.${price.side}`);
    return [name, side].filter(Boolean).join(' ');
  };
  return (
    <div className="grid gap-3">
      {marketsOf(line).map((market) => (
        <div
          key={market.key}
          role="group"
          aria-labelledby={`${id}-${market.key}`}
          className="grid gap-2 rounded-xl border bg-card p-3"
        >
          <h3 id={`${id}-${market.key}`} className="text-sm font-semibold">
            {t(`market.${market.key}`)}
          </h3>
          <ul className="grid grid-cols-2 gap-2 tablet:grid-cols-3">
            {market.prices.map((price) => (
              <li key={price.odds.offerId} className="grid gap-1">
                <span className="truncate text-xs text-muted-foreground">{who(price)}</span>
                <PickButton
                  view={priceView(price.odds)}
                  context={`${who(price)} ${t(`market.${market.key}`)}`}
                  selected={picks.isPicked(price.odds.offerId)}
                  onToggle={picks.toggle}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
