import type * as React from 'react';
import { useId } from 'react';
import { Label } from '@/components/ui/label.tsx';

/**
 * A labelled control with an optional hint and its message, both read out with the control. The
 * texts arrive translated: the amount's message carries the minimum in it, which the shared
 * FormField (one key, no values) cannot say.
 */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: React.ReactNode;
  hint?: string | undefined;
  error: string | undefined;
  children: (ids: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => React.ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The error says what the hint says, and more: only one of them at a time.
  const shownHint = error ? undefined : hint;
  const describedBy = [shownHint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {shownHint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {shownHint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
