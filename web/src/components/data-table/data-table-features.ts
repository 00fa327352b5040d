import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  tableFeatures,
  type CellData,
  type ColumnDef,
  type RowData,
  type TableFeatures,
} from '@tanstack/react-table';

/**
 * What every table of the app can do: sort by a header and page through rows (SPEC §9: 10 rows a
 * page, 10 / 25 / 50). Registered once so each table carries the same, small set of features.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime },
});

export type DataTableFeatures = typeof dataTableFeatures;
export type DataColumn<T extends RowData> = ColumnDef<DataTableFeatures, T>;

/** Typed column builders for one row type: `const column = dataColumns<Ticket>()`. */
export const dataColumns = <T extends RowData>() => createColumnHelper<DataTableFeatures, T>();

declare module '@tanstack/table-core' {
  // The parameters must repeat the library's declaration to merge with it.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface ColumnMeta<
    in out TFeatures extends TableFeatures,
    in out TData extends RowData,
    TValue extends CellData = CellData,
  > {
    /** Right-aligned, tabular figures: money and counts. */
    numeric?: boolean;
    /** Classes of the column's header and cells (widths, hiding on narrow screens). */
    className?: string;
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
}
