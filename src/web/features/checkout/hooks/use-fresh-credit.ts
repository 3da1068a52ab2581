// Keeps the payment step's account credit true while it is open. The details step read it once; a gift card
// redeemed in another tab, or credit spent or added meanwhile, would leave the page's split wrong. It is read again
// when the buyer comes back to the tab and just before paying, never per keystroke.
import { useCallback, useEffect } from 'react';
import { cents, formatUsd, type Cents } from '../../../../domain/money';
import { toast } from '../../../components/ui/toast-store';
import { authStorage } from '../../../lib/auth-storage';
import { readCheckoutCredit } from '../api/read-checkout-credit';

export function useFreshCredit({
  email,
  shown,
  visible,
  onChange,
  cardShareOf,
}: {
  /** The address typed at the details step: the server counts credit only when it is the caller's own. */
  email: string;
  /** The credit the page shows now, in cents. */
  shown: number;
  /** Whether the payment step is on screen: a hidden one is not refreshed. */
  visible: boolean;
  /** Told the credit as it is now, when it differs from what is shown. */
  onChange: (credit: number) => void;
  /** What the card is asked for today with this much credit (the gift card and total as the page has them). */
  cardShareOf: (credit: number) => Cents;
}): { stillDue: () => Promise<boolean> } {
  /** The credit as it is now; what is shown if the server cannot be asked (it charges right whatever the page says). */
  const refresh = useCallback(async (): Promise<number> => {
    // The payment sends the stored session: without one (signed out in another tab), no credit is spent.
    const fresh = authStorage.getBearer() ? await readCheckoutCredit({ email }).catch(() => shown) : 0;
    if (fresh !== shown) onChange(fresh);
    return fresh;
  }, [email, shown, onChange]);

  useEffect(() => {
    if (!visible) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [visible, refresh]);

  /**
   * Just before paying: whether the card is still asked for what the button says. When it is not, the page already
   * shows the new split; the buyer reads it and presses again.
   */
  const stillDue = useCallback(async (): Promise<boolean> => {
    const before = cardShareOf(shown);
    const fresh = await refresh();
    const now = cardShareOf(fresh);
    if (now === before) return true;
    toast({
      title: 'Account Credit Updated',
      description: `Your account credit is now ${formatUsd(cents(fresh))}, so ${formatUsd(now)} is due today on your card. Please check your order, then continue.`,
      variant: 'destructive',
    });
    return false;
  }, [cardShareOf, shown, refresh]);

  return { stillDue };
}
