import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { RowData } from '@tanstack/react-table';
import { TABLE_PAGE_SIZES } from '@sportsbook/contracts/rules/constants';
import { Button } from '@/components/ui/button.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import type { ReactTable } from '@tanstack/react-table';
import type { DataTableFeatures } from './data-table-features.ts';

/** Rows per page (10, 25, 50) and previous / next, with the page announced as it changes. */
export function DataTablePager<T extends RowData>({
  table,
  name,
}: {
  table: ReactTable<DataTableFeatures, T>;
  name: string;
}) {
  const { t } = useTranslation();
  const sizeId = useId();
  const { pageIndex, pageSize } = table.state.pagination;
  const count = Math.max(1, table.getPageCount());
  return (
    <nav
      aria-label={t('table.pages', { table: name })}
      className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1 text-xs text-muted-foreground"
    >
      <div className="flex items-center gap-1.5">
        <label htmlFor={sizeId}>{t('table.rowsPerPage')}</label>
        <NativeSelect
          id={sizeId}
          className="h-8 w-16 px-2 py-1 text-xs md:text-xs"
          value={pageSize}
          onChange={(event) => {
            table.setPageSize(Number(event.target.value));
          }}
        >
          {TABLE_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={!table.getCanPreviousPage()}
          onClick={() => {
            table.previousPage();
          }}
          aria-label={t('table.previous')}
        >
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <span className="tabular-nums" aria-live="polite">
          {t('table.page', { page: pageIndex + 1, count })}
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={!table.getCanNextPage()}
          onClick={() => {
            table.nextPage();
          }}
          aria-label={t('table.next')}
        >
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
