import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Ticket, TicketItem } from '@sportsbook/contracts/schemas/ticket';
import { useApiWords } from '@/components/sports/api-words.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { TitledDialog } from '@/components/titled-dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { usePriceFormat } from '@/lib/odds-settings.ts';
import { ticketQueries } from '@/lib/queries/ticket-queries.ts';
import { QueryLoadError } from '@/components/load-error.tsx';
import { useFormat } from '@/lib/use-format.ts';

const ROW_MARK_VARIANT = { W: 'default', L: 'destructive', E: 'secondary' } as const;

/** W / L / E beside a graded pick, spelled out for screen readers. */
function WinnerMark({ mark }: { mark: NonNullable<TicketItem['winnerRow']> }) {
  const { t } = useTranslation('tickets');
  return (
    <Badge variant={ROW_MARK_VARIANT[mark]} title={t(`detail.row.${mark}`)}>
      <span aria-hidden="true">{mark}</span>
      <span className="sr-only">{t(`detail.row.${mark}`)}</span>
    </Badge>
  );
}

function ItemRow({ item }: { item: TicketItem }) {
  const { t } = useTranslation('tickets');
  const words = useApiWords();
  const formatPrice = usePriceFormat();
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-0.5 border-b px-3 py-2 last:border-b-0">
      <p className="min-w-0 font-semibold leading-snug">
        {item.teamName}
        {item.meterValue && (
          <span className="ml-1 tabular-nums">
            <span className="sr-only">{t('detail.line')} </span>
            {words.line(item.meterValue)}
          </span>
        )}
      </p>
      <p className="flex items-center gap-1 justify-self-end">
        {item.winnerRow && <WinnerMark mark={item.winnerRow} />}
      </p>
      <p className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        <span>{words.market(item.betName)}</span>
        {item.ifRow && <Badge variant="secondary">{t('detail.ifPart')}</Badge>}
      </p>
      <p className="justify-self-end text-sm font-semibold tabular-nums">
        <span className="sr-only">{t('detail.price')} </span>
        {formatPrice(item.price)}
      </p>
      <p className="col-span-2 truncate text-xs text-muted-foreground">{item.groupName}</p>
    </li>
  );
}

function Amounts({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('tickets');
  const { money } = useFormat();
  const rows: [string, number][] = [
    [t('detail.amount'), ticket.amount],
    [t('detail.toWin'), ticket.toWin],
    [t('detail.toPaid'), ticket.toPaid],
    ...(ticket.hasIf
      ? ([
          [t('detail.ifAmount'), ticket.ifAmount],
          [t('detail.ifToWin'), ticket.ifToWin],
        ] satisfies [string, number][])
      : []),
    [t('detail.totalToPaid'), ticket.totalToPaid],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, amount], index) => (
        <div key={label} className={cn('contents', index === rows.length - 1 && 'font-semibold')}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-right tabular-nums">{money(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

function TicketBody({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('tickets');
  return (
    <div className="grid gap-3">
      <section aria-label={t('detail.items')}>
        <ul className="rounded-md border bg-card">
          {ticket.items.map((item, index) => (
            <ItemRow key={index} item={item} />
          ))}
        </ul>
      </section>
      <Amounts ticket={ticket} />
    </div>
  );
}

/**
 * A ticket with its picks (team, bet, line, price, if part, W/L/E marks) and amounts. Opened from a
 * table row, it shows the row's ticket at once (`ticket`) and reads GET /ticket/{id} otherwise.
 */
export function TicketDialog({
  ticketNumber,
  ticket: known,
  open,
  onOpenChange,
}: {
  ticketNumber: number;
  ticket?: Ticket | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('tickets');
  const words = useApiWords();
  const format = useFormat();
  const query = useQuery({
    ...ticketQueries.detail(ticketNumber),
    initialData: known,
    enabled: open,
  });
  const ticket = query.data;
  const winner = ticket
    ? ticket.status === 'C'
      ? t('detail.winner.C')
      : t(`detail.winner.${ticket.winner}`, { defaultValue: ticket.winner })
    : null;
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('detail.close')}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto p-4 sm:p-6"
      title={t('detail.title', { number: ticketNumber })}
      descriptionClassName="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 sm:justify-start"
      // Shown (empty) while the ticket loads, so the panel is described from the start.
      description={
        <>
          {ticket && (
            <>
              <span>{words.ticket(ticket.ticketName)}</span>
              <time dateTime={ticket.date}>{format.shortDateTime(ticket.date)}</time>
              <Badge variant="outline">{winner}</Badge>
            </>
          )}
        </>
      }
    >
      {ticket ? (
        <TicketBody ticket={ticket} />
      ) : query.isError ? (
        <QueryLoadError message={t('detail.error')} query={query} />
      ) : (
        <Spinner label={t('detail.loading')} />
      )}
    </TitledDialog>
  );
}

/** The dialog of the ticket a list's row opened, while one is open; closing it calls `onClose`. */
export function ViewedTicketDialog({
  ticket,
  onClose,
}: {
  ticket: Ticket | null;
  onClose: () => void;
}) {
  if (!ticket) return null;
  return (
    <TicketDialog
      ticketNumber={ticket.ticketNumber}
      ticket={ticket}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}
