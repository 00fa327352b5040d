import { formatAmerican, isAmericanPrice } from '@sportsbook/contracts/rules/odds';
import type { Offer, OddsPrice } from '@sportsbook/contracts/schemas/sportsbook';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { formatPriceText, useOddsFormat } from '@/lib/odds-settings.ts';
import { lineText } from './api-words.ts';

/** A price as a pick button shows it: the line (points) above the price. */
export interface PickView {
  offerId: string;
  line: string | null;
  price: string;
}

// The display carries points and price together ('-1.5 -110', 'o45.5 -105'); the line sits above.
// A price that is no American price (|price| < 100, which the contract's integer allows) shows as
// not offered, as format-odds.ts does: formatAmerican refuses it, and a bettor could misread it.
export function priceView(odds: OddsPrice | null | undefined): PickView | null {
  if (!odds || !isAmericanPrice(odds.price)) return null;
  const price = formatAmerican(odds.price);
  const text = odds.display.trim();
  const line = text.endsWith(price) ? text.slice(0, -price.length).trim() : '';
  return { offerId: odds.offerId, line: line === '' ? null : line, price };
}

// An offer's display reads like '+5.5 (-110)' or '+125'.
export function offerView(offer: Offer): PickView {
  const match = /^(.*?)\s*\(([^)]+)\)$/.exec(offer.display.trim());
  return match
    ? { offerId: offer.offerId, line: match[1] ?? null, price: match[2] ?? offer.display }
    : { offerId: offer.offerId, line: null, price: offer.display };
}

/**
 * One price a bettor can pick. Pressed while the pick is on the slip; pressing again takes it off.
 * Named for screen readers by who and what the price is for, then the figures.
 */
export function PickButton({
  view,
  context,
  selected,
  onToggle,
  className,
}: {
  view: PickView | null;
  /** e.g. 'Boston Red Sox money line' */
  context: string;
  selected: boolean;
  onToggle: (offerId: string) => void;
  className?: string;
}) {
  const { t } = useTranslation('sports');
  const format = useOddsFormat();
  if (!view) {
    return (
      <span className={cn('grid min-h-11 place-items-center text-muted-foreground', className)}>
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t('notOffered')}</span>
      </span>
    );
  }
  const { offerId } = view;
  // The API writes a total's line 'o45.5'; it reads in the language on screen ('más 45.5').
  const line = view.line === null ? null : lineText(t, view.line);
  // The view keeps the American price (as the server shows it); it is shown in the chosen format.
  const price = formatPriceText(view.price, format);
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={`${context}: ${[line, price].filter(Boolean).join(' ')}`}
      data-offer-id={offerId}
      onClick={() => {
        onToggle(offerId);
      }}
      className={cn(
        'flex min-h-11 w-full flex-col items-center justify-center rounded-md border bg-background px-1 py-1 text-sm leading-tight transition-colors',
        'hover:border-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        selected &&
          'border-primary bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground',
        className,
      )}
    >
      {line && <span className={cn('text-xs', !selected && 'text-muted-foreground')}>{line}</span>}
      {/* A space between line and price, so the visible text reads as the name does (1.93, 3/2
          would otherwise run into the line). */}
      {line && ' '}
      <span className="font-semibold tabular-nums">{price}</span>
    </button>
  );
}
