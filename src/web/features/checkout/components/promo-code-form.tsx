// The promo code input: upper-cased as typed, applied only when it is not empty.
import { useId } from 'react';
import { normalizePromoCode } from '../../../../domain/coupons';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { Spinner } from './notices';

export function PromoCodeForm({
  value,
  onChange,
  onApply,
  pending,
}: {
  value: string;
  onChange: (code: string) => void;
  onApply: (code: string) => void;
  pending: boolean;
}) {
  const id = useId();
  const code = normalizePromoCode(value);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code) onApply(code);
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-forest-950">
        Promo code
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          className={`${inputClass} min-w-0 py-2.5 font-mono tracking-wider uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case`}
          value={value}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          placeholder="Enter code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
        <Button type="submit" variant="secondary" disabled={!code || pending} className="shrink-0">
          {pending ? <Spinner /> : null}
          Apply
        </Button>
      </div>
    </form>
  );
}
