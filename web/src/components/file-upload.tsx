import { cn } from '@/lib/cn.ts';
import { buttonVariants } from '@/components/ui/button.tsx';
import type * as React from 'react';

/**
 * How much of a file has gone while it uploads (a deposit's proof, a message's attachment): a
 * progress bar named `label` and read as `valueText`, with `caption` under it for the eye.
 */
export function UploadProgress({
  percent,
  label,
  valueText,
  caption,
  className,
}: {
  percent: number;
  label: string;
  valueText: string;
  caption: string;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-1', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${String(percent)}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground" aria-hidden="true">
        {caption}
      </p>
    </div>
  );
}

/**
 * The visible button of a file input kept `sr-only` with the `peer` class just before it: a label
 * that looks like an outline button, follows the input's focus and disabled state, and turns red
 * when the choice is `invalid`. Screen readers use the input itself.
 */
export function FilePickLabel({
  htmlFor,
  invalid,
  children,
}: {
  htmlFor: string;
  invalid: boolean;
  children: React.ReactNode;
}) {
  return (
    <label
      htmlFor={htmlFor}
      aria-hidden="true"
      className={cn(
        buttonVariants({ variant: 'outline' }),
        'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:pointer-events-none peer-disabled:opacity-50',
        invalid && 'border-destructive',
      )}
    >
      {children}
    </label>
  );
}
