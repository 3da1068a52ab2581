// The payment step's inputs: the sandbox's card fields and the billing address, formatted as the spec asks.
import type { ChangeEvent } from 'react';
import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import {
  detectCardNetwork,
  digitsOnly,
  formatCardNumber,
  type CardNetwork,
} from '../../../../domain/payment-card';
import { formatZip, US_STATES } from '../../../../domain/us-address';
import { Field, inputClass } from '../../../components/ui/field';

export interface PaymentFormValues {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  cardholderName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export const EMPTY_PAYMENT_FORM: PaymentFormValues = {
  cardNumber: '',
  expiryMonth: '',
  expiryYear: '',
  cvv: '',
  cardholderName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
};

const NETWORK_LABEL: Partial<Record<CardNetwork, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
  discover: 'Discover',
};

/** A controlled input whose text is reformatted on every keystroke (card number, ZIP, digits only). */
function useFormattedInput(name: FieldPath<PaymentFormValues>, format: (text: string) => string) {
  const { field } = useController<PaymentFormValues>({ name });
  return {
    name: field.name,
    ref: field.ref,
    value: field.value,
    onBlur: field.onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(format(event.target.value)),
  };
}

function digitsUpTo(max: number) {
  return (text: string) => digitsOnly(text).slice(0, max);
}

export function CardholderNameField({ id }: { id: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PaymentFormValues>();
  return (
    <Field id={id} label="Name on card" error={errors.cardholderName?.message}>
      <input className={inputClass} autoComplete="cc-name" {...register('cardholderName')} />
    </Field>
  );
}

export function SandboxCardFields() {
  const {
    watch,
    formState: { errors },
  } = useFormContext<PaymentFormValues>();
  const network = detectCardNetwork(watch('cardNumber'));
  const amex = network === 'amex';
  const cardNumber = useFormattedInput('cardNumber', formatCardNumber);
  const month = useFormattedInput('expiryMonth', digitsUpTo(2));
  const year = useFormattedInput('expiryYear', digitsUpTo(4));
  const cvv = useFormattedInput('cvv', digitsUpTo(4));
  const brand = NETWORK_LABEL[network];

  return (
    <div className="grid gap-5">
      <Field
        id="card-number"
        label="Card number"
        error={errors.cardNumber?.message}
        trailing={
          brand ? (
            <span className="rounded-md bg-forest-900 px-2 py-0.5 text-xs font-bold tracking-wide text-cream">
              {brand}
            </span>
          ) : null
        }
      >
        <input
          className={`${inputClass} pr-28 font-mono tracking-wide`}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          maxLength={amex ? 17 : 19}
          {...cardNumber}
        />
      </Field>
      <div className="grid grid-cols-3 gap-3 sm:gap-5">
        <Field id="card-expiry-month" label="Expiry month" error={errors.expiryMonth?.message}>
          <input
            className={inputClass}
            inputMode="numeric"
            autoComplete="cc-exp-month"
            placeholder="MM"
            maxLength={2}
            {...month}
          />
        </Field>
        <Field id="card-expiry-year" label="Expiry year" error={errors.expiryYear?.message}>
          <input
            className={inputClass}
            inputMode="numeric"
            autoComplete="cc-exp-year"
            placeholder="YYYY"
            maxLength={4}
            {...year}
          />
        </Field>
        <Field id="card-cvv" label="CVV" error={errors.cvv?.message}>
          <input
            className={inputClass}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={amex ? '4 digits' : '3 digits'}
            maxLength={amex ? 4 : 3}
            {...cvv}
          />
        </Field>
      </div>
      <CardholderNameField id="card-name" />
    </div>
  );
}

export function BillingAddressFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PaymentFormValues>();
  const zip = useFormattedInput('zipCode', formatZip);
  return (
    <div className="grid gap-5">
      <Field id="billing-address" label="Street address" error={errors.address?.message}>
        <input className={inputClass} autoComplete="billing address-line1" {...register('address')} />
      </Field>
      <Field id="billing-city" label="City" error={errors.city?.message}>
        <input className={inputClass} autoComplete="billing address-level2" {...register('city')} />
      </Field>
      <div className="grid grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] gap-3 sm:gap-5">
        <Field id="billing-state" label="State" error={errors.state?.message}>
          <select className={inputClass} autoComplete="billing address-level1" {...register('state')}>
            <option value="">Select state</option>
            {Object.entries(US_STATES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="billing-zip" label="ZIP code" error={errors.zipCode?.message}>
          <input
            className={inputClass}
            inputMode="numeric"
            autoComplete="billing postal-code"
            placeholder="75039"
            maxLength={10}
            {...zip}
          />
        </Field>
      </div>
    </div>
  );
}
