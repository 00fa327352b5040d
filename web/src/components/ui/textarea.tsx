import type * as React from 'react';
import { cn } from '@/lib/cn.ts';

/** A multi-line text field, styled as Input (message bodies and replies). */
export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'flex min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-card-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted aria-invalid:border-destructive md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
