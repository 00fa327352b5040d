import type * as React from 'react';
import { useRef, useState } from 'react';
type Values = Record<string, string>;

/** A form's refusal: the field's name as path, a key of the contract's form messages. */
interface FormIssue {
  path: string;
  message: string;
}

/**
 * One of the contract's form guards (forms/*.guard.ts): its form schema's answers without zod, for
 * the screens a first visit loads (decision 161).
 */
export interface FormGuard<T> {
  safeParse(values: unknown): { success: true; data: T } | { success: false; issues: FormIssue[] };
}

/** The first message of each field the guard refuses. */
function errorsOf(issues: readonly FormIssue[], names: readonly string[]): Partial<Values> {
  const errors: Partial<Values> = {};
  for (const { path, message } of issues) {
    if (names.includes(path) && errors[path] === undefined) errors[path] = message;
  }
  return errors;
}

/**
 * A form of text fields checked by one of the contract's form guards, for the screens a first
 * visit loads (issue 15: /login without react-hook-form; decision 161: nor zod). It behaves as the
 * other forms do: the check runs on submit, then on every change; a refused submit focuses the
 * first refused field.
 */
export function useSchemaForm<T extends Values>(schema: FormGuard<T>, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const names = Object.keys(initial);

  /** Runs the schema, shows what it refuses, and answers the parsed values or the refusals. */
  const check = (next: T) => {
    const result = schema.safeParse(next);
    const refused = result.success ? {} : errorsOf(result.issues, names);
    setErrors(refused);
    return { data: result.success ? result.data : undefined, refused };
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
