import type * as React from 'react';
import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { QueryLoadError } from '@/components/load-error.tsx';
import { LoadingBlock, Skeletons } from '@/components/query-view.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * One table of the tickets view: a titled region whose width decides the layout (`@container`),
 * so the same table fits the 320 px My bets panel and the account page.
 */
export function TicketsSection({
  title,
  actions,
  className,
  children,
}: {
  title: string;
  actions?: React.ReactNode;
  className?: string;
  children: (titleId: string) => React.ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('@container grid gap-2', className)}>
      <div className="flex min-h-8 items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children(titleId)}
    </section>
  );
}

/** Placeholder rows while a table loads, announced once by its label. */
export function TableLoading({ label, rows = 3 }: { label: string; rows?: number | undefined }) {
  return (
    <LoadingBlock label={label} className="grid gap-2">
      <Skeletons count={rows} className="h-12 w-full" />
    </LoadingBlock>
  );
}

export function TableEmpty({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

export interface QueryTableTexts {
  loading: string;
  error: string;
  empty: string;
}

/**
 * A table's three texts where they are kept under one key, as most are: `${key}.loading`,
 * `${key}.error` and `${key}.empty`, in the namespace of the `t` given.
 */
export const tableTexts = (t: TFunction, key: string): QueryTableTexts => ({
  loading: t(`${key}.loading`),
  error: t(`${key}.error`),
  empty: t(`${key}.empty`),
});

/**
 * A list query's table, or what stands in for it: placeholder rows while it loads, an error with
 * a retry, or a line saying it is empty. Rows already shown stay when a refresh fails.
 */
export function QueryTable<T>({
  query,
  texts,
  loadingRows,
  children,
}: {
  query: UseQueryResult<T[]>;
  texts: QueryTableTexts;
  loadingRows?: number;
  children: (rows: T[]) => React.ReactNode;
}) {
  if (query.data) {
    return query.data.length === 0 ? <TableEmpty>{texts.empty}</TableEmpty> : children(query.data);
  }
  if (query.isError) {
    return <QueryLoadError message={texts.error} query={query} />;
  }
  return <TableLoading label={texts.loading} rows={loadingRows} />;
}
