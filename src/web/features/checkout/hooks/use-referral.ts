// A friend's referral code from the link (/subscribe?ref=): priced by the server for the chosen plan, shown in the
// order summary as a discount, and sent with the payment instead of a coupon (issue 44).
import { useEffect, useState } from 'react';
import { cents } from '../../../../domain/money';
import type { PlanType } from '../../../../domain/plans';
import { useValidateReferral } from '../api/validate-referral';
import type { AppliedCoupon } from './use-coupon';

export interface AppliedReferral extends AppliedCoupon {
  referralCode: string;
}

export function useReferral({
  code,
  planType,
  email,
  visible,
}: {
  code: string;
  planType: PlanType;
  email: string;
  visible: boolean;
}) {
  const validate = useValidateReferral();
  const [priced, setPriced] = useState<AppliedReferral | null>(null);
  const [removed, setRemoved] = useState(false);
  const { mutate } = validate;
  const wanted = visible && code && !removed ? `${code}|${planType}` : '';
  useEffect(() => {
    if (!wanted) return;
    mutate(
      { referralCode: code, planType },
      {
        onSuccess: (result) =>
          setPriced(
            result.valid
              ? {
                  referralCode: code,
                  code,
                  description: result.message,
                  discount: cents(result.discountAmount),
                  finalPrice: cents(result.finalPrice),
                  planType,
                  email,
                }
              : null,
          ),
      },
    );
    // The e-mail does not change the price: only the code and the plan are asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  const active = !removed && priced?.planType === planType ? { ...priced, email } : null;
  return { active, remove: () => setRemoved(true) };
}
