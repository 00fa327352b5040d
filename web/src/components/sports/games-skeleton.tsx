import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** Stand-in for league game tables while they load; announced once as loading. */
export function GamesSkeleton({ leagues = 2 }: { leagues?: number }) {
  const { t } = useTranslation('sports');
  return (
    <div role="status" aria-label={t('loading')} className="grid gap-4">
      {Array.from({ length: leagues }, (_, league) => (
        <div key={league} className="grid gap-3 rounded-xl border bg-card p-4">
          <Skeleton className="h-5 w-48" />
          {Array.from({ length: 3 }, (_, row) => (
            <div
              key={row}
              className="grid grid-cols-[1fr_repeat(3,3.5rem)] tablet:grid-cols-[1fr_repeat(3,6rem)] gap-2"
            >
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
