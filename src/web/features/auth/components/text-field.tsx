// A labelled input with its hint and error for the sign-in forms (forwards react-hook-form's register props).
import type { ComponentProps, ReactNode } from 'react';
import { Field, inputClass } from '../../../components/ui/field';

export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: ComponentProps<'input'> & { id: string; label: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input className={inputClass} {...input} />
    </Field>
  );
}
