import { CircleCheckIcon } from 'lucide-react';
import type { PriceChange } from '../model/slip-rules.ts';
import { usePriceChangeLines } from './price-change-lines.ts';

/**
 * Moved prices the bettor's "When odds change" setting accepted without asking (issue 25): each
 * old → new in the chosen format, read out politely as it appears.
 */
export function AcceptedChangesNotice({ changes }: { changes: readonly PriceChange[] }) {
  const lines = usePriceChangeLines(changes, {
    known: 'odds:changes.acceptedItem',
    unknown: 'odds:changes.acceptedItemUnknown',
  });
  return (
    <div aria-live="polite" aria-atomic="true">
      {lines.length > 0 && (
        <ul
          className="grid gap-0.5 rounded-lg border border-success/60 bg-success/10 px-3 py-2 text-sm tabular-nums"
          data-testid="odds-accepted"
        >
          {lines.map((line) => (
            <li key={line} className="flex items-center gap-2">
              <CircleCheckIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
              {line}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
