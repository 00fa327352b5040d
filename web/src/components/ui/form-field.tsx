import type * as React from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from './input.tsx';
import { Label } from './label.tsx';
import { cn } from '@/lib/cn.ts';

interface ControlIds {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/**
 * A labelled control with an optional hint and its message, both read out with the control. The
 * texts arrive translated (a cashier amount's message carries the minimum in it, which one i18n key
 * cannot say). Only one of hint and message shows at a time: the message says what the hint says,
 * and more. The render prop receives the ids to wire up.
 */
export function LabelledField({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: React.ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
  children: (ids: ControlIds) => React.ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shownHint = error ? undefined : hint;
  const describedBy = [shownHint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-1.5', className)}>
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

/**
 * A labelled control with its validation message beside it (the contract's form schemas give i18n
 * keys; the message is translated here). The render prop receives the ids to wire up.
 */
export function FormField({
  error,
  ...field
}: {
  label: React.ReactNode;
  error?: string | undefined;
  className?: string;
  children: (ids: ControlIds) => React.ReactNode;
}) {
  const { t } = useTranslation();
  return <LabelledField {...field} error={error && t(error)} />;
}

/**
 * A FormField over an Input, the form's most common field: every prop besides the field's own
 * (label, error, className) goes to the input, so `{...form.register(name)}` wires it up.
 */
export function InputField({
  label,
  error,
  className,
  ...input
}: {
  label: React.ReactNode;
  error?: string | undefined;
  className?: string;
} & Omit<React.ComponentProps<'input'>, 'className'>) {
  return (
    <FormField label={label} error={error} className={className}>
      {(ids) => <Input {...ids} {...input} />}
    </FormField>
  );
}
