// The promo code input: upper-cased as typed, applied only when it is not empty.
import { normalizePromoCode } from '../../../../domain/coupons';
import { CodeForm } from './code-form';

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
  return (
    <CodeForm
      label="Promo code"
      value={value}
      code={normalizePromoCode(value)}
      onChange={onChange}
      onApply={onApply}
      pending={pending}
      placeholder="Enter code"
      maxLength={40}
    />
  );
}
