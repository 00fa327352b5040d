import { useId, type ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { z } from 'zod';
import { termsFormSchema } from '@sportsbook/contracts/forms/terms';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';

/**
 * The Terms form as a form holds it: the checkbox holds a boolean, and the contract's rule
 * (literal true) is what it must pass. The account area's customer form and the agreement page
 * both fill it.
 */
export const termsCheckboxFormSchema = termsFormSchema.extend({
  agreement: z.boolean().pipe(termsFormSchema.shape.agreement),
});
export type TermsCheckboxInput = z.input<typeof termsCheckboxFormSchema>;

/** The terms checkbox of a Terms form (SPEC §5), with its label and, when given, its error. */
export function TermsCheckbox({
  control,
  label,
  invalid,
  error,
}: {
  control: Control<TermsCheckboxInput>;
  label: string;
  invalid: boolean;
  /** Shown under the box. */
  error?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="agreement"
          render={({ field }) => (
            <Checkbox
              id={id}
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onBlur={field.onBlur}
              onCheckedChange={(checked) => {
                field.onChange(checked === true);
              }}
              aria-invalid={invalid}
            />
          )}
        />
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
      </div>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </div>
  );
}
