import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { formatPriceText, useOddsFormat } from '@/lib/odds-settings.ts';
import { lineText } from './api-words.ts';
import type { OddsView } from './format-odds.ts';

function OddsText({ line, price }: { line: string | null; price: string }) {
  return (
    <span className="flex flex-col items-center leading-tight">
      {line && <span className="text-xs text-muted-foreground">{line}</span>}
      {/* Keeps line and price apart in the visible text, as in the button's name. */}
      {line && ' '}
      <span className="font-semibold tabular-nums">{price}</span>
    </span>
  );
}

/**
 * One price in a games table. With `onSelect` it is a button (named by its team and market, then the
 * visible figures); without, plain read-only text. A market not offered shows a dash.
 */
export function OddsCell({
  view,
  context,
  onSelect,
}: {
  view: OddsView | null;
  /** Who and what the price is for, e.g. 'Boston Red Sox money line'. */
  context: string;
  onSelect?: (() => void) | undefined;
}) {
  const { t } = useTranslation('sports');
  const format = useOddsFormat();
  if (!view) {
    return (
      <span className="block text-center text-muted-foreground">
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t('notOffered')}</span>
      </span>
    );
  }
  // The view keeps the American price; it is shown in the chosen format.
  const price = formatPriceText(view.price, format);
  // The app writes a total's line 'o8.5'; it reads in the language on screen ('más 8.5').
  const line = view.line === null ? null : lineText(t, view.line);
  if (!onSelect) return <OddsText line={line} price={price} />;
  return (
    <button
      type="button"
      aria-label={`${context}: ${[line, price].filter(Boolean).join(' ')}`}
      onClick={onSelect}
      className={cn(
        'flex min-h-11 w-full items-center justify-center rounded-md border bg-background px-1 py-1 text-sm transition-colors',
        'hover:border-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      )}
    >
      <OddsText line={line} price={price} />
    </button>
  );
}
