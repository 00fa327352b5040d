import type * as React from 'react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { afterNextPaint } from '@/lib/after-first-reads.ts';

/**
 * What a tap on a lazy overlay's trigger paints at once: the dimmed page an open sheet has under it,
 * fading in. The sheet itself opens a frame later over this same dim (its overlay draws the same
 * colour without a fade), so the tap is answered before Radix mounts, traps focus and locks the
 * scroll (decision 245). Decorative: the sheet that follows is what assistive technology hears.
 * In `body`, as the sheet's own overlay is, so no stacking context of the trigger's (the sticky
 * header's) keeps it under the page.
 */
function LazyOverlayBackdrop() {
  return createPortal(
    <div
      aria-hidden="true"
      data-slot="lazy-overlay-backdrop"
      className="fixed inset-0 z-50 animate-in bg-black/60 fade-in-0"
    />,
    document.body,
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
  const preload = () => {
    void load();
  };
  return {
    open,
    mounted,
    /** The backdrop is on between the press and the overlay's first render. */
    backdrop: opening,
    /** The overlay is asked to close: hidden now, unmounted after the next paint. */
    closing,
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
 * first render, then the overlay once wanted, with the backdrop again while its code loads.
 */
export function LazyOverlaySlot({
  overlay,
  children,
}: {
  overlay: Pick<ReturnType<typeof useLazyOverlay>, 'backdrop' | 'mounted' | 'open'>;
  children: React.ReactNode;
}) {
  return (
    <>
      {overlay.backdrop && <LazyOverlayBackdrop />}
      {overlay.mounted && (
        <Suspense fallback={overlay.open && <LazyOverlayBackdrop />}>{children}</Suspense>
      )}
    </>
  );
}
