// A labelled input with its error, wired for screen readers (forwards react-hook-form's register props).
import type { ComponentProps } from 'react';

const inputClass =
  'block w-full rounded-xl border border-forest-900/20 bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-ink/45 focus:border-forest-700 focus:ring-2 focus:ring-forest-700/20 focus:outline-none aria-[invalid=true]:border-chili';

export function TextField({
  id,
  label,
  error,
  ...input
}: ComponentProps<'input'> & { id: string; label: string; error?: string | undefined }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-forest-950">
        {label}
      </label>
      <input
        id={id}
        className={`mt-1.5 ${inputClass}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-chili">
          {error}
        </p>
      ) : null}
    </div>
  );
}
