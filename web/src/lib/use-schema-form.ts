import type * as React from 'react';
import { useRef, useState } from 'react';
import type { z } from 'zod';

type Values = Record<string, string>;

/** The first message of each field the schema refuses (keys of the contract's form messages). */
function errorsOf(issues: readonly z.ZodIssue[], names: readonly string[]): Partial<Values> {
  const errors: Partial<Values> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && names.includes(name) && errors[name] === undefined)
      errors[name] = issue.message;
  }
  return errors;
}

/**
 * A form of text fields checked by one of the contract's form schemas, for the screens a first
 * visit loads (issue 15: /login without react-hook-form). It behaves as the other forms do: the
 * schema runs on submit, then on every change; a refused submit focuses the first refused field.
 */
export function useSchemaForm<T extends Values>(
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  initial: T,
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const names = Object.keys(initial);

  /** Runs the schema, shows what it refuses, and answers the parsed values or the refusals. */
  const check = (next: T) => {
    const result = schema.safeParse(next);
    const refused = result.success ? {} : errorsOf(result.error.issues, names);
    setErrors(refused);
    return { data: result.data, refused };
  };

  /** What to spread on a field's input. */
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) check(next);
    },
  });

  const handleSubmit =
    (submit: (data: T) => Promise<void>) =>
    async (event: React.SyntheticEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isSubmitting) return;
      setSubmitted(true);
      const { data, refused } = check(values);
      if (!data) {
        const first = names.find((name) => refused[name] !== undefined);
        if (first) inputs.current.get(first)?.focus();
        return;
      }
      setSubmitting(true);
      try {
        await submit(data);
      } finally {
        setSubmitting(false);
      }
    };

  return { field, errors, isSubmitting, handleSubmit };
}
