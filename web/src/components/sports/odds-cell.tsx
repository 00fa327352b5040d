import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import type { OddsView } from './format-odds.ts';

function OddsText({ view }: { view: OddsView }) {
  return (
    <span className="flex flex-col items-center leading-tight">
      {view.line && <span className="text-xs text-muted-foreground">{view.line}</span>}
      <span className="font-semibold tabular-nums">{view.price}</span>
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
  if (!view) {
    return (
      <span className="block text-center text-muted-foreground">
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t('notOffered')}</span>
      </span>
    );
  }
  if (!onSelect) return <OddsText view={view} />;
  return (
    <button
      type="button"
      aria-label={`${context}: ${[view.line, view.price].filter(Boolean).join(' ')}`}
      onClick={onSelect}
      className={cn(
        'flex min-h-11 w-full items-center justify-center rounded-md border bg-background px-1 py-1 text-sm transition-colors',
        'hover:border-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      )}
    >
      <OddsText view={view} />
    </button>
  );
}
