import { Toaster } from 'sonner';
import { useToastsTop } from '@/lib/toasts.ts';

/**
 * The toast area: sonner's Toaster in the theme's colours. Its top edge follows `useToastsTop` when
 * an overlay sets it (the phone's bet slip keeps toasts below its header), else sonner's own 24 px
 * (16 px on a phone). The close control is a 28 px button inside the toast's top-right corner
 * (WCAG 2.5.8 asks at least 24 px), not sonner's 20 px badge over the top-left edge, which a
 * phone's screen edge clipped (issue 34, finding 6); the toast's text keeps clear of it.
 */
export default function AppToaster() {
  const top = useToastsTop();
  return (
    <Toaster
      position="top-right"
      closeButton
      offset={{ top: top ?? 24 }}
      mobileOffset={{ top: top ?? 16 }}
      toastOptions={{
        // Theme colours instead of sonner's rich colours, which fail contrast on error toasts.
        // sonner's own styles are unlayered: the utilities that replace them need `!`.
        classNames: {
          toast: 'border bg-popover text-popover-foreground shadow-lg pr-11!',
          closeButton:
            'top-1.5! right-1.5! left-auto! size-7! transform-none! [&_svg]:size-3.5 focus-visible:ring-2 focus-visible:ring-ring',
          description: 'text-popover-foreground',
          error: '[&_[data-icon]]:text-destructive',
          success: '[&_[data-icon]]:text-success',
          info: '[&_[data-icon]]:text-primary',
        },
      }}
    />
  );
}
