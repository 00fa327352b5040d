import { useRef, useState } from 'react';

/**
 * An overlay (a sheet or a dialog) whose code loads on the user's first sign of wanting it, not
 * with the page (issue 15, decision 095): pointing at or focusing its trigger starts the download,
 * and a press opens it once loaded. The host renders a plain trigger button with `trigger` and,
 * once `mounted`, the lazily loaded overlay with `open`, `onOpenChange` and `onCloseAutoFocus`
 * (Radix returns focus to its own Trigger, which a lazy overlay does not have).
 */
export function useLazyOverlay(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const preload = () => {
    void load();
  };
  return {
    open,
    mounted,
    onOpenChange: setOpen,
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
        setMounted(true);
        setOpen(true);
      },
    },
  } as const;
}
