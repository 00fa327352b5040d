import type * as React from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { XIcon } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/** A panel sliding in from an edge (a modal dialog underneath), e.g. a menu or the bet slip on mobile. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export function SheetContent({
  className,
  children,
  closeLabel = 'Close',
  side = 'left',
  closing = false,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel?: string;
  side?: 'left' | 'right';
  /** Asked to close: hidden at once, unmounted by its owner a frame later (decision 245). */
  closing?: boolean;
}) {
  return (
    <DialogPrimitive.Portal>
      {/* No fade: a sheet opens over its trigger's backdrop, which has faded in already and which
          this overlay replaces in the same frame (components/ui/lazy-overlay.tsx, decision 245). */}
      <DialogPrimitive.Overlay
        data-slot="sheet-overlay"
        className={cn('fixed inset-0 z-50 bg-black/60', closing && 'hidden')}
      />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed inset-y-0 z-50 flex h-full w-80 max-w-[85vw] flex-col bg-sidebar text-sidebar-foreground shadow-lg data-[state=open]:animate-in',
          side === 'left'
            ? 'left-0 border-r data-[state=open]:slide-in-from-left'
            : 'right-0 border-l data-[state=open]:slide-in-from-right',
          className,
          closing && 'hidden',
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute right-3 top-3 rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <XIcon className="size-5" aria-hidden="true" />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}
