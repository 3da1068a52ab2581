// The gift card input of the order summary: a code checked with Apply, its value or its refusal shown below it.
import { useState } from 'react';
import { formatUsd } from '../../../../domain/money';
import type { AppliedGiftCard } from '../hooks/use-gift-card';
import { CodeForm } from './code-form';

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
  return (
    <CodeForm
      className="mt-4 border-t border-forest-900/10 pt-4"
      label="Gift card"
      value={value}
      code={value.trim()}
      onChange={setValue}
      onApply={onApply}
      pending={pending}
      placeholder="TFGC-XXXX-XXXX-XXXX-XXXX"
      maxLength={64}
      error={error}
      applyLabel="Apply gift card"
    />
  );
}
