import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import {
  FlexRender,
  useTable,
  type Header,
  type RowData,
  type SortDirection,
  type SortingState,
} from '@tanstack/react-table';
import { DEFAULT_TABLE_PAGE_SIZE, TABLE_PAGE_SIZES } from '@sportsbook/contracts/rules/constants';
import { cn } from '@/lib/cn.ts';
import { DataTablePager } from './data-table-pager.tsx';
import { useScrollEdges } from './use-scroll-edges.ts';
import {
  dataTableFeatures,
  type DataColumn,
  type DataTableFeatures,
} from './data-table-features.ts';

export interface DataTableProps<T extends RowData> {
  /** id of the heading that names the table (its section title). */
  labelledBy: string;
  /** What the pager calls the table ("Pages of Pending tickets"). */
  name: string;
  /** Stable rows (query data), never a fresh `?? []` each render. */
  data: T[];
  /** Stable columns (module scope or memoised on the language). */
  columns: DataColumn<T>[];
  getRowId?: (row: T) => string;
  initialSorting?: SortingState;
  /**
   * The order, when its owner needs it too (an export writes the rows as shown). With it the
   * table's order is controlled: `onSortingChange` receives each new order.
   */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** `<tr>` rows of the table's footer (counts and totals). */
  footer?: React.ReactNode;
  rowClassName?: (row: T) => string | undefined;
  /**
   * For a table that may sit in a narrow panel (the 320 px My bets panel): while the table is
   * narrower than 28rem its cells, row text and sort marks tighten; wider, it looks like any
   * other table.
   */
  compact?: boolean;
  /** Rows per page at first (SPEC §9: 10, of 10 / 25 / 50). */
  pageSize?: number;
  /** The rows scroll inside this many px under a header that stays in view (SPEC §9: the inbox). */
  scrollHeight?: number;
  className?: string;
}

/**
 * The app's one table: `<table>` semantics, headers that sort on click or Enter and announce
 * their order (`aria-sort`), and pages of 10, 25 or 50 rows (SPEC §9). It scrolls inside its own
 * box, so a wide table never makes the page scroll sideways on a phone, and a shade over an edge
 * says there is more that way.
 */
export function DataTable<T extends RowData>({
  labelledBy,
  name,
  data,
  columns,
  getRowId,
  initialSorting = [],
  sorting,
  onSortingChange,
  footer,
  rowClassName,
  compact = false,
  pageSize = DEFAULT_TABLE_PAGE_SIZE,
  scrollHeight,
  className,
}: DataTableProps<T>) {
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    ...(getRowId && { getRowId: (row: T) => getRowId(row) }),
    ...(sorting && {
      state: { sorting },
      onSortingChange: (updater: SortingState | ((old: SortingState) => SortingState)) => {
        onSortingChange?.(typeof updater === 'function' ? updater(sorting) : updater);
      },
    }),
    initialState: {
      sorting: initialSorting,
      pagination: { pageIndex: 0, pageSize },
    },
  });
  const { ref: scrollerRef, edges } = useScrollEdges<HTMLDivElement>();
  return (
    <div className={cn('grid gap-2', compact && classes.compact, className)}>
      <div
        data-scroll-edges=""
        data-more-start={edges.start ? '' : undefined}
        data-more-end={edges.end ? '' : undefined}
        className="relative min-w-0 overflow-hidden rounded-md border bg-card"
      >
        <div
          ref={scrollerRef}
          className={cn(
            'relative overflow-x-auto',
            scrollHeight !== undefined && classes.scrollArea,
          )}
          style={scrollHeight === undefined ? undefined : { maxHeight: scrollHeight }}
        >
          <table aria-labelledby={labelledBy} className={classes.table}>
            <thead className={classes.head}>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <HeaderCell key={header.id} header={header} compact={compact} />
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} className={cn(classes.row, rowClassName?.(row.original))}>
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cn(
                        classes.td,
                        compact && classes.compactCell,
                        cell.column.columnDef.meta?.numeric && classes.number,
                        compact && classes.compactText,
                        cell.column.columnDef.meta?.className,
                      )}
                    >
                      <FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {footer && <tfoot className={classes.foot}>{footer}</tfoot>}
          </table>
        </div>
        <div
          aria-hidden="true"
          className={cn(classes.edge, classes.startEdge, !edges.start && 'opacity-0')}
        />
        <div
          aria-hidden="true"
          className={cn(classes.edge, classes.endEdge, !edges.end && 'opacity-0')}
        />
      </div>
      {data.length > Math.min(...TABLE_PAGE_SIZES) && <DataTablePager table={table} name={name} />}
    </div>
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell<T extends RowData>({
  header,
  compact,
}: {
  header: Header<DataTableFeatures, T>;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const column = header.column;
  const meta = column.columnDef.meta;
  const sorted = column.getIsSorted();
  const content = header.isPlaceholder ? null : <FlexRender header={header} />;
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      aria-sort={column.getCanSort() ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
      className={cn(
        classes.th,
        compact && classes.compactCell,
        meta?.numeric && 'text-right',
        meta?.className,
      )}
    >
      {column.getCanSort() ? (
        <button
          type="button"
          onClick={column.getToggleSortingHandler()}
          title={t('table.sort')}
          className={cn(
            'inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            meta?.numeric && 'flex-row-reverse',
            compact && '@max-md/data-table:gap-0.5',
          )}
        >
          {content}
          <SortIcon sorted={sorted} compact={compact} />
        </button>
      ) : (
        content
      )}
    </th>
  );
}

function SortIcon({ sorted, compact }: { sorted: false | SortDirection; compact: boolean }) {
  const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <Icon
      aria-hidden="true"
      className={cn(
        'size-3.5 shrink-0',
        compact && '@max-md/data-table:size-3',
        !sorted && 'opacity-50',
      )}
    />
  );
}

/** Table parts: small text, tight cells, numbers right-aligned; readable from 320 px up. */
export const classes = {
  table: 'w-full border-collapse text-sm',
  head: 'border-b text-left text-xs font-medium text-muted-foreground',
  th: 'px-1.5 py-1.5 font-medium whitespace-nowrap first:pl-2 last:pr-2',
  row: 'border-b align-top last:border-b-0',
  td: 'px-1.5 py-2 first:pl-2 last:pr-2',
  number: 'text-right tabular-nums whitespace-nowrap',
  foot: 'border-t bg-muted/50 text-xs font-semibold',
  /** A table with a scroll height keeps its header in view while the rows scroll under it. */
  scrollArea: 'overflow-y-auto [&_thead]:sticky [&_thead]:top-0 [&_thead]:z-10 [&_thead]:bg-card',
  /**
   * A table wider than its box scrolls sideways inside it and shows so: a shade over each edge with
   * more beyond it (the page's colour fading in, and a shadow), laid over the rows, so it moves
   * nothing (issue 34, finding 6).
   */
  edge: 'pointer-events-none absolute inset-y-0 z-20 w-8 from-card to-transparent',
  startEdge: 'left-0 bg-linear-to-r shadow-[inset_10px_0_10px_-10px_rgb(0_0_0/0.35)]',
  endEdge: 'right-0 bg-linear-to-l shadow-[inset_-10px_0_10px_-10px_rgb(0_0_0/0.35)]',
  /** A compact table measures its own width... */
  compact: '@container/data-table',
  /** ...and below 28rem its cells keep 4 px a side (6 px at the table's edges). */
  compactCell:
    '@max-md/data-table:px-1 @max-md/data-table:first:pl-1.5 @max-md/data-table:last:pr-1.5',
  /** ...and its rows' text is 13 px, so the My bets panel's tables fit 320 px in Spanish too. */
  compactText: '@max-md/data-table:text-[0.8125rem]',
} as const;
