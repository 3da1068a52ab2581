// The design system's form field: a label, the control, its hint and error, wired for screen readers.
import type { ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';

export const inputClass =
  'block w-full rounded-xl border border-forest-900/20 bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-ink/45 focus:border-forest-700 focus:ring-2 focus:ring-forest-700/20 focus:outline-none aria-[invalid=true]:border-chili';

export function Field({
  id,
  label,
  optional = false,
  hint,
  error,
  trailing,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  /** Shown inside the control's right edge (a card brand, a unit). */
  trailing?: ReactNode;
  children: ReactElement<Record<string, unknown>>;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label
        htmlFor={id}
        className="flex items-baseline justify-between text-sm font-semibold text-forest-950"
      >
        {label}
        {optional ? <span className="text-xs font-normal text-ink/75">Optional</span> : null}
      </label>
      <div className="relative mt-1.5">
        {cloneElement(children, {
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
        {trailing ? (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center">{trailing}</span>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink/75">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-chili">
          {error}
        </p>
      ) : null}
    </div>
  );
}
