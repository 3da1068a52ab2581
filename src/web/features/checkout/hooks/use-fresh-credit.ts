// Keeps the payment step's account credit true while it is open. The details step read it once; a gift card
// redeemed in another tab, or credit spent or added meanwhile, would leave the page's split wrong. It is read again
// just before paying, never per keystroke nor on coming back to the tab (the spec's "no refetch on window focus").
import { useCallback } from 'react';
import { cents, formatUsd, type Cents } from '../../../../domain/money';
import { toast } from '../../../components/ui/toast-store';
import { authStorage } from '../../../lib/auth-storage';
import { readCheckoutCredit } from '../api/read-checkout-credit';

export function useFreshCredit({
  email,
  shown,
  onChange,
  cardShareOf,
}: {
  /** The address typed at the details step: the server counts credit only when it is the caller's own. */
  email: string;
  /** The credit the page shows now, in cents. */
  shown: number;
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
