import type * as React from 'react';
import { Suspense, useEffect, useEffectEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';

// A part's code that did not arrive is kept failed by the browser for the page's life (Chromium
// caches a failed module fetch; whatwg/html#10327 changes that), so reloading is the remedy offered.
// The bet slip and the session live in storage and survive it (decision 246).
export function reloadPage() {
  window.location.reload();
}

/** Where a part of a page would be, when it could not be shown: what happened, and a reload. */
export function PartFailed() {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-md border border-destructive/40 p-3 text-sm"
    >
      <p>{t('partFailed.message')}</p>
      <Button size="sm" variant="outline" onClick={reloadPage}>
        {t('partFailed.reload')}
      </Button>
    </div>
  );
}

/**
 * A lazily loaded part of a page (decision 095): `fallback` while its code loads and, when the code
 * does not arrive (a lost connection, a host that has moved on to a newer build) or the part fails
 * to render, `failed` in its place: by default `PartFailed`. The rest of the page stays as it is:
 * before decision 246 such an error replaced the whole page with the route's error view.
 */
export function LazyPart({
  fallback,
  failed = <PartFailed />,
  children,
}: {
  fallback: React.ReactNode;
  failed?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    // React logs what the boundary caught (its default onCaughtError), so nothing is lost to the log.
    <ErrorBoundary fallback={failed}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * Calls `onDismiss` on Escape, and on a click outside `inside` (anywhere, without it) while
 * mounted: a layer over the page that is dismissed as a dialog is. On click, not on press, so the
 * press that dismisses never lands on what the layer covered.
 */
export function useDismiss(onDismiss: () => void, inside?: React.RefObject<HTMLElement | null>) {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && inside?.current?.contains(event.target)) return;
      dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    // From the next task: the click that mounted the layer may still be on its way to `document`.
    const timer = setTimeout(() => {
      document.addEventListener('click', onClick);
    }, 0);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [inside]);
}

/**
 * For an overlay or a menu whose code could not be loaded: over the dimmed page, what happened,
 * Close (also Escape and a tap beside it) and a reload. Plain markup, not the app's dialog: the
 * dialog's code is in the chunks that may be the ones missing.
 */
export function PartFailedPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  const reload = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    reload.current?.focus();
  }, []);
  useDismiss(onClose, card);
  return createPortal(
    <div
      data-slot="part-failed-backdrop"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4"
    >
      <div
        ref={card}
        className="flex max-w-sm flex-col gap-4 rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg"
      >
        <p role="alert">{t('partFailed.message')}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('close')}
          </Button>
          <Button ref={reload} onClick={reloadPage}>
            {t('partFailed.reload')}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
