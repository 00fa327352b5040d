import { lazy, Suspense, useEffect } from 'react';
import { useToastAreaWanted, wantToastArea } from '@/lib/toasts.ts';

const AppToaster = lazy(() => import('./toaster.tsx'));

/**
 * The toast area, mounted once it may be needed: the user's first key or pointer press, or a toast
 * asked for through lib/toasts.ts (a failed call, a push message). Until then sonner stays
 * unloaded, so neither /login nor a logged-in page's first odds wait for its 9 KB (issue 15,
 * docs/performance.md).
 */
export function LazyToastArea() {
  const wanted = useToastAreaWanted();
  useEffect(() => {
    if (wanted) return;
    const want = () => {
      wantToastArea();
    };
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener('pointerdown', want, options);
    window.addEventListener('keydown', want, options);
    return () => {
      window.removeEventListener('pointerdown', want, options);
      window.removeEventListener('keydown', want, options);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
