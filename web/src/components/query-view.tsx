import type { ReactNode } from 'react';
import { QueryLoadError } from '@/components/load-error.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

interface QueryViewProps<T> {
  /** The query whose answer the block shows (a `select` may have shaped its data). */
  query: { data: T | undefined; isError: boolean; refetch: () => Promise<unknown> };
  /** What failed (beside a Retry), and what a screen reader hears while it loads. */
  texts: { error: string; loading: string };
  /** The loading block's layout, and the skeletons that hold the answer's place. */
  loadingClassName: string;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * One read's three states, as every screen draws them: the load error with Retry, skeletons in
 * the answer's place (a status region that names what is loading), then the answer.
 */
export function QueryView<T>({
  query,
  texts,
  loadingClassName,
  skeleton,
  children,
}: QueryViewProps<T>) {
  if (query.isError) return <QueryLoadError message={texts.error} query={query} />;
  if (query.data === undefined) {
    return (
      <LoadingBlock label={texts.loading} className={loadingClassName}>
        {skeleton}
      </LoadingBlock>
    );
  }
  return children(query.data);
}

/**
 * What stands in for a block while it loads: skeletons in its place, in a status region that
 * names what is loading (a screen reader hears `label`; the skeletons are only seen).
 */
export function LoadingBlock({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** `count` skeletons of one size, for a loading block of alike items. */
export function Skeletons({ count, className }: { count: number; className: string }) {
  return Array.from({ length: count }, (_, index) => (
    <Skeleton key={index} className={className} />
  ));
}
