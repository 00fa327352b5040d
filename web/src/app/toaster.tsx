import { Toaster } from 'sonner';

/** The toast area: sonner's Toaster in the theme's colours. */
export default function AppToaster() {
  return (
    <Toaster
      position="top-right"
      closeButton
      toastOptions={{
        // Theme colours instead of sonner's rich colours, which fail contrast on error toasts.
        classNames: {
          toast: 'border bg-popover text-popover-foreground shadow-lg',
          description: 'text-popover-foreground',
          error: '[&_[data-icon]]:text-destructive',
          success: '[&_[data-icon]]:text-success',
          info: '[&_[data-icon]]:text-primary',
        },
      }}
    />
  );
}
