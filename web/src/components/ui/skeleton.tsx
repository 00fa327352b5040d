import type * as React from 'react';
import { cn } from '@/lib/cn.ts';

/** A placeholder block while content loads; decorative, so callers announce loading themselves. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
