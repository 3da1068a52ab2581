// A code typed into the order summary (a promo code, a gift card): upper-cased as typed, applied only when it is
// not empty, with its refusal (if any) below it.
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { Spinner } from './notices';

export function CodeForm({
  label,
  value,
  code,
  onChange,
  onApply,
  pending,
  placeholder,
  maxLength,
  error = null,
  applyLabel,
  className,
}: {
  label: string;
  value: string;
  /** The code as it will be sent (normalised); nothing is applied while it is empty. */
  code: string;
  onChange: (value: string) => void;
  onApply: (code: string) => void;
  pending: boolean;
  placeholder: string;
  maxLength: number;
  error?: string | null;
  /** The Apply button's accessible name, where the page has more than one. */
  applyLabel?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        if (code) onApply(code);
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-forest-950">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          className={`${inputClass} min-w-0 py-2.5 font-mono tracking-wider uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case`}
          value={value}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={!code || pending}
          className="shrink-0"
          aria-label={applyLabel}
        >
          {pending ? <Spinner /> : null}
          Apply
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-chili">
          {error}
        </p>
      ) : null}
    </form>
  );
}
