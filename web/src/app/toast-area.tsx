import { lazy, Suspense, useEffect } from 'react';
import { isLoggedIn, useSession } from '@/lib/session-store.ts';
import { useToastAreaWanted, wantToastArea } from '@/lib/toast-area.ts';

const AppToaster = lazy(() => import('./toaster.tsx'));

/**
 * The toast area, mounted once it may be needed: a session, the user's first key or pointer
 * press, or a toast asked for through lib/toast-area.ts. Until then sonner stays unloaded, so a
 * first visit to /login does without its 9 KB (issue 15, docs/performance.md).
 */
export function LazyToastArea() {
  const session = useSession();
  const wanted = useToastAreaWanted() || isLoggedIn(session);
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
