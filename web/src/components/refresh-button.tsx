import { RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

/** A section's Refresh: fetches its query again, off and spinning while it does. */
export function RefreshButton({
  query,
  label,
}: {
  query: { isFetching: boolean; refetch: () => Promise<unknown> };
  label: string;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      disabled={query.isFetching}
      onClick={() => {
        void query.refetch();
      }}
      aria-label={label}
    >
      <RefreshCwIcon aria-hidden="true" className={cn(query.isFetching && 'animate-spin')} />
    </Button>
  );
}
