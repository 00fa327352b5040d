import { Spinner } from '@/components/ui/spinner.tsx';

/** Shown while the first route's loader (region check, session) and lazy page resolve. */
export function RouteLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background">
      <Spinner className="text-primary" />
    </div>
  );
}
