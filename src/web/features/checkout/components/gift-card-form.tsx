// The gift card input of the order summary: a code checked with Apply, its value or its refusal shown below it.
import { useId, useState } from 'react';
import { formatUsd } from '../../../../domain/money';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import type { AppliedGiftCard } from '../hooks/use-gift-card';
import { Spinner } from './notices';

export function GiftCardForm({
  applied,
  error,
  pending,
  onApply,
  onRemove,
}: {
  applied: AppliedGiftCard | null;
  error: string | null;
  pending: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  if (applied) {
    return (
      <div className="mt-4 border-t border-forest-900/10 pt-4 text-sm" role="status">
        <p className="font-semibold text-forest-950">Gift card applied: {formatUsd(applied.amount)}</p>
        <p className="mt-1 text-forest-800">{applied.message}</p>
        <button
          type="button"
          onClick={() => {
            onRemove();
            setValue('');
          }}
          className="mt-1 text-xs font-semibold text-forest-800 underline underline-offset-2"
        >
          Remove<span className="sr-only"> gift card</span>
        </button>
      </div>
    );
  }
  const code = value.trim();
  return (
    <form
      noValidate
      className="mt-4 border-t border-forest-900/10 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (code) onApply(code);
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-forest-950">
        Gift card
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          className={`${inputClass} min-w-0 py-2.5 font-mono tracking-wider uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case`}
          value={value}
          onChange={(event) => setValue(event.target.value.toUpperCase())}
          placeholder="TFGC-XXXX-XXXX-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={!code || pending}
          className="shrink-0"
          aria-label="Apply gift card"
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
