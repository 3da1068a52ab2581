// "Redeem a gift card" on the dashboard: the code from the gift card's e-mail becomes account credit (issue 44).
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { messageOf } from '../../../lib/api-client';
import { useRedeemGiftCard } from '../api/redeem-gift-card';
import { GiftIcon } from './icons';
import { Panel, PanelLabel } from './panel';

export function RedeemGiftCardPanel() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const redeem = useRedeemGiftCard();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError('Enter the gift card code');
    setError(null);
    redeem.mutate(
      { code: code.trim() },
      {
        onSuccess: (answer) => {
          setDone(answer.message);
          setCode('');
          toast({ title: 'Gift Card Redeemed', description: answer.message, variant: 'success' });
        },
        onError: (failure) => setError(messageOf(failure, 'Failed to redeem the gift card')),
      },
    );
  }

  return (
    <Panel labelledBy="redeem-gift-card">
      <PanelLabel id="redeem-gift-card" icon={<GiftIcon className="h-4 w-4" />}>
        Redeem a gift card
      </PanelLabel>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-3">
        <Field
          id="gift-card-code"
          label="Gift card code"
          hint="From the gift card's e-mail, like TFGC-7K3Q-M9XD-2HPA-W4RT."
          error={error ?? undefined}
        >
          <input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className={`${inputClass} font-mono tracking-wide`}
          />
        </Field>
        <div>
          <Button type="submit" disabled={redeem.isPending}>
            {redeem.isPending ? 'Redeeming...' : 'Redeem'}
          </Button>
        </div>
        {done ? (
          <p role="status" className="text-sm font-medium text-emerald-700">
            {done}
          </p>
        ) : null}
      </form>
    </Panel>
  );
}
