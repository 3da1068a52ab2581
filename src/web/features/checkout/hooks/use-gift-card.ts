// A gift card typed at checkout (issue 44): checked by the server before paying, sent with the payment, and its
// refusal (a wrong, used or refunded code) shown at the field whichever call gave it.
import { useState } from 'react';
import { cents, type Cents } from '../../../../domain/money';
import { ApiError } from '../../../lib/api-client';
import { useValidateGiftCard } from '../api/validate-gift-card';

export interface AppliedGiftCard {
  code: string;
  amount: Cents;
  message: string;
}

const COULD_NOT_CHECK = 'We could not check this code just now. Please try again.';

export function useGiftCard() {
  const validate = useValidateGiftCard();
  const [applied, setApplied] = useState<AppliedGiftCard | null>(null);
  const [error, setError] = useState<string | null>(null);

  function apply(input: string) {
    const code = input.trim();
    if (!code) return;
    setError(null);
    validate.mutate(
      { code },
      {
        onSuccess: (result) => {
          if (result.valid) {
            setApplied({ code, amount: cents(result.amountCents), message: result.message });
            return;
          }
          setApplied(null);
          setError(result.message);
        },
        onError: (failure) => {
          setError(failure instanceof ApiError && failure.body ? failure.body.message : COULD_NOT_CHECK);
        },
      },
    );
  }

  return {
    applied,
    error,
    pending: validate.isPending,
    apply,
    remove: () => {
      setApplied(null);
      setError(null);
    },
    /** The payment was refused for the card's sake: it is no longer applied, and the field says why. */
    refuse: (message: string) => {
      setApplied(null);
      setError(message);
    },
  };
}
