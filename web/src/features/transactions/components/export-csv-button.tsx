import { useTranslation } from 'react-i18next';
import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { csvFileName, downloadCsv } from '../model/csv.ts';

/**
 * Export CSV: `csv()` writes the rows the filters let through (every page) in the table's order,
 * its columns headed in the language shown; the file is `prefix-yyyy-MM-dd.csv`. Written in the
 * browser from what is already loaded.
 */
export function ExportCsvButton({ prefix, csv }: { prefix: string; csv: () => string }) {
  const { t } = useTranslation('transactions');
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => {
        downloadCsv(csvFileName(prefix), csv());
      }}
    >
      <DownloadIcon aria-hidden="true" />
      {t('filters.export')}
    </Button>
  );
}
