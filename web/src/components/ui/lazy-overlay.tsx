import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { LazyPart, PartFailedPanel, useDismiss } from '@/components/lazy-part.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { afterNextPaint } from '@/lib/after-first-reads.ts';

/**
 * What a tap on a lazy overlay's trigger paints at once: the dimmed page an open sheet has under it,
 * fading in. The sheet itself opens a frame later over this same dim (its overlay draws the same
 * colour without a fade), so the tap is answered before Radix mounts, traps focus and locks the
 * scroll (decision 245). Decorative while bare: the sheet that follows is what assistive technology
 * hears.
 * In `body`, as the sheet's own overlay is, so no stacking context of the trigger's (the sticky
 * header's) keeps it under the page.
 *
 * A tap on it or Escape calls `onCancel`. While the overlay's code is still on its way (`loading`),
 * it says so after a moment, with a Cancel button: on a slow link the dim is never a dead end
 * (decision 246).
 */
function LazyOverlayBackdrop({ loading, onCancel }: { loading?: boolean; onCancel: () => void }) {
  const card = useRef<HTMLDivElement>(null);
  useDismiss(onCancel, card);
  return createPortal(
    <div
      // Decorative while bare; what it says while a load takes long is heard.
      aria-hidden={loading ? undefined : true}
      data-slot="lazy-overlay-backdrop"
      className="fixed inset-0 z-50 flex animate-in items-center justify-center bg-black/60 p-4 fade-in-0"
    >
      {loading && <LoadingCard ref={card} onCancel={onCancel} />}
    </div>,
    document.body,
  );
}

/** Shown half a second into a load (a CSS delay: no timer), so a fast load never flashes it. */
function LoadingCard({ ref, onCancel }: { ref: React.Ref<HTMLDivElement>; onCancel: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div
      ref={ref}
      className="flex animate-in items-center gap-4 rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg fade-in-0"
      style={{ animationDelay: '500ms', animationFillMode: 'backwards' }}
    >
      <Spinner label={t('loading')} />
      <span aria-hidden="true">{t('loading')}</span>
      <Button variant="outline" size="sm" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </div>
  );
}

/**
 * An overlay (a sheet or a dialog) whose code loads on the user's first sign of wanting it, not
 * with the page (issue 15, decision 095): pointing at or focusing its trigger starts the download,
 * and a press opens it once loaded. The host renders a plain trigger button with `trigger`, and
 * the lazily loaded overlay inside `LazyOverlaySlot` with `open`, `closing`, `onOpenChange` and
 * `onCloseAutoFocus` (Radix returns focus to its own Trigger, which a lazy overlay does not have).
 *
 * A press paints the backdrop first and opens the overlay after that frame (decision 245): the
 * overlay's mount is the slow part of the tap, and in its own task it no longer holds the tap's
 * answer back. Closing is the same in reverse: the overlay is `closing` (hidden) at once and
 * unmounts, returning focus and unlocking the page, after that frame.
 */
export function useLazyOverlay(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [opening, setOpening] = useState(false);
  const [closing, setClosing] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  /** Cancels the change waiting for the next paint (the latest press or close wins). */
  const cancelPending = useRef<(() => void) | undefined>(undefined);
  useEffect(
    () => () => {
      cancelPending.current?.();
    },
    [],
  );
  const afterThisFrame = (change: () => void) => {
    cancelPending.current?.();
    cancelPending.current = afterNextPaint(() => {
      cancelPending.current = undefined;
      change();
    });
  };
  // A load that fails is reported where the overlay renders (LazyOverlaySlot), not here.
  const preload = () => {
    load().catch(() => undefined);
  };
  /** Gives up on the overlay at once (a cancelled load, a failed one): the page is as before. */
  const cancel = () => {
    cancelPending.current?.();
    cancelPending.current = undefined;
    setOpening(false);
    setMounted(false);
    setOpen(false);
    setClosing(false);
    triggerRef.current?.focus();
  };
  return {
    open,
    mounted,
    /** The backdrop is on between the press and the overlay's first render. */
    backdrop: opening,
    /** The overlay is asked to close: hidden now, unmounted after the next paint. */
    closing,
    cancel,
    onOpenChange: (next: boolean) => {
      if (next) {
        setOpen(true);
        return;
      }
      setClosing(true);
      afterThisFrame(() => {
        setOpen(false);
        setClosing(false);
      });
    },
    /** Puts focus back on the trigger when the overlay closes. */
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      triggerRef.current?.focus();
    },
    /** What to spread on the trigger button. */
    trigger: {
      ref: triggerRef,
      type: 'button',
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      onPointerEnter: preload,
      onPointerDown: preload,
      onFocus: preload,
      onClick: () => {
        preload();
        setOpening(true);
        afterThisFrame(() => {
          // One render: the overlay (or, while its code loads, the Suspense fallback) takes the
          // backdrop's place.
          setMounted(true);
          setOpen(true);
          setOpening(false);
          setClosing(false);
        });
      },
    },
  } as const;
}

/**
 * Where a lazy overlay's host puts the overlay: the backdrop between a press and the overlay's
 * first render, then the overlay once wanted, with the backdrop again while its code loads. Code
 * that does not arrive leaves the page as it was, with a panel that says so (decision 246).
 */
export function LazyOverlaySlot({
  overlay,
  children,
}: {
  overlay: Pick<ReturnType<typeof useLazyOverlay>, 'backdrop' | 'mounted' | 'open' | 'cancel'>;
  children: React.ReactNode;
}) {
  return (
    <>
      {overlay.backdrop && <LazyOverlayBackdrop onCancel={overlay.cancel} />}
      {overlay.mounted && (
        <LazyPart
          fallback={overlay.open && <LazyOverlayBackdrop loading onCancel={overlay.cancel} />}
          failed={<PartFailedPanel onClose={overlay.cancel} />}
        >
          {children}
        </LazyPart>
      )}
    </>
  );
}
