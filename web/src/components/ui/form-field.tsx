import type * as React from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from './label.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * A labelled control with its validation message beside it (the contract's form schemas give i18n
 * keys; the message is translated here). The render prop receives the ids to wire up.
 */
export function FormField({
  label,
  error,
  className,
  children,
}: {
  label: React.ReactNode;
  error?: string | undefined;
  className?: string;
  children: (ids: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => React.ReactNode;
}) {
  const id = useId();
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(error ? { 'aria-describedby': errorId } : {}),
      })}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {t(error)}
        </p>
      )}
    </div>
  );
}
