import type * as React from 'react';
import { Loader2Icon } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

export function Spinner({
  className,
  label = 'Loading',
  ...props
}: React.ComponentProps<'span'> & { label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)} {...props}>
      <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
