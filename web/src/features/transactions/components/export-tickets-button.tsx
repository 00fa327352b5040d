import { useTranslation } from 'react-i18next';
import { DownloadIcon } from 'lucide-react';
import type { SortingState } from '@tanstack/react-table';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { Button } from '@/components/ui/button.tsx';
import { csvFileName, downloadCsv, toCsv } from '@/lib/csv.ts';
import { sortTickets, ticketCsvColumns } from '../model/ticket-export.ts';

/**
 * Export CSV: the rows the filters let through (every page), in the table's order, its visible
 * columns headed in the language shown. Written in the browser from what is already loaded.
 */
export function ExportTicketsButton({ rows, sorting }: { rows: Ticket[]; sorting: SortingState }) {
  const { t } = useTranslation('transactions');
  const exportRows = () => {
    const columns = ticketCsvColumns({
      ticket: t('tickets.ticket'),
      date: t('tickets.date'),
      amount: t('tickets.amount'),
      toPaid: t('tickets.toPaid'),
    });
    downloadCsv(csvFileName('tickets'), toCsv(columns, sortTickets(rows, sorting)));
  };
  return (
    <Button variant="outline" size="sm" onClick={exportRows}>
      <DownloadIcon aria-hidden="true" />
      {t('filters.export')}
    </Button>
  );
}
