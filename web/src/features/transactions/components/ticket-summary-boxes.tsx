import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { useFormat } from '@/lib/use-format.ts';
import type { TicketSummary } from '../model/ticket-summary.ts';

/** SPEC §2's four boxes over a day's tickets: two by two on a phone, one row from sm up. */
export function TicketSummaryBoxes({ summary }: { summary: TicketSummary }) {
  const { t } = useTranslation('transactions');
  const { money } = useFormat();
  const boxes: { label: string; value: string; accent?: string }[] = [
    { label: t('summary.tickets'), value: String(summary.count) },
    { label: t('summary.winners'), value: String(summary.winners) },
    { label: t('summary.pending'), value: String(summary.pending) },
    {
      label: t('summary.winLoss'),
      value: money(summary.winLoss),
      // The sign is in the figure; the edge colour only repeats it.
      accent:
        summary.winLoss > 0
          ? 'border-l-4 border-l-success'
          : summary.winLoss < 0
            ? 'border-l-4 border-l-destructive'
            : undefined,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {boxes.map((box) => (
        <div
          key={box.label}
          className={cn('grid min-w-0 gap-1 rounded-md border bg-card px-3 py-2', box.accent)}
        >
          <dt className="truncate text-xs font-medium text-muted-foreground">{box.label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{box.value}</dd>
        </div>
      ))}
    </dl>
  );
}
