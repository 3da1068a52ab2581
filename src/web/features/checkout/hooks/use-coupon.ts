// The promo code of a checkout: applying it through the server, the spec's toasts, and dropping it when it no longer fits.
import { useState } from 'react';
import { INVALID_COUPON_MESSAGE } from '../../../../contracts/checkout';
import { normalizePromoCode } from '../../../../domain/coupons';
import { cents, formatUsd, type Cents } from '../../../../domain/money';
import type { PlanType } from '../../../../domain/plans';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useValidateCoupon } from '../api/validate-coupon';

export interface AppliedCoupon {
  code: string;
  description: string;
  discount: Cents;
  finalPrice: Cents;
  /** The server priced it for this plan and buyer; another plan or e-mail needs asking again. */
  planType: PlanType;
  email: string;
}

export function useCoupon({ planType, email }: { planType: PlanType; email: string }) {
  const validate = useValidateCoupon();
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const active = applied?.planType === planType && applied.email === email ? applied : null;

  /** `quiet`: a re-check after a price change, whose own message is already on screen. */
  function apply(input: string, { quiet = false } = {}) {
    const code = normalizePromoCode(input);
    if (!code) return;
    validate.mutate(
      { couponCode: code, planType, email },
      {
        onSuccess: (result) => {
          if (result.valid && result.coupon) {
            const discount = cents(Math.round(result.discountAmount));
            setApplied({
              code: result.coupon.code,
              description: result.coupon.description,
              discount,
              finalPrice: cents(Math.round(result.finalPrice)),
              planType,
              email,
            });
            if (!quiet) {
              toast({
                title: 'Coupon Applied!',
                description: `You saved ${formatUsd(discount)}.`,
                variant: 'success',
              });
            }
            return;
          }
          setApplied(null);
          if (!quiet) {
            toast({
              title: 'Invalid Coupon',
              description: result.message || INVALID_COUPON_MESSAGE,
              variant: 'destructive',
            });
          }
        },
        onError: (error) => {
          if (quiet) return;
          // A refused code (400) names the rule; anything else is the spec's "could not check" case.
          const refused = error instanceof ApiError && error.body?.code === 'VALIDATION';
          toast(
            refused
              ? { title: 'Invalid Coupon', description: error.body?.message, variant: 'destructive' }
              : {
                  title: 'Error',
                  description: 'Unable to validate coupon. Please try again.',
                  variant: 'destructive',
                },
          );
        },
      },
    );
  }

  return {
    /** The coupon that prices this checkout now, or null. */
    active,
    /** The last code the server accepted, whatever the plan: asked again when the plan or e-mail changes. */
    lastAccepted: applied?.code ?? null,
    pending: validate.isPending,
    apply,
    remove: () => setApplied(null),
  };
}
