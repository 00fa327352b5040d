import { lazy, useEffect } from 'react';
import { LazyPart } from '@/components/lazy-part.tsx';
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
    // Without its code there are no toasts: logged, and each screen still says in place what
    // happened (decision 246).
    <LazyPart fallback={null} failed={null}>
      <AppToaster />
    </LazyPart>
  );
}
