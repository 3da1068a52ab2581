// The back office's gift cards: each card sold and its state, re-send or refund one not redeemed (issue 44).
import { useState } from 'react';
import type { AdminGiftCard } from '../../../../../contracts/gift-cards';
import { Button } from '../../../../components/ui/button';
import { LoadFailed, PanelSkeleton } from '../../../../components/ui/load-states';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import {
  GIFT_CARDS_LOAD_FAILED_MESSAGE,
  useAdminGiftCards,
  useGiftCardAction,
} from '../../api/get-gift-cards';
import { dollars, longDate } from '../../format';

const STATE_LABELS: Record<AdminGiftCard['state'], string> = {
  pending: 'Payment pending',
  paid: 'Paid, not yet sent',
  delivered: 'Sent',
  held: 'Being used at a checkout',
  redeemed: 'Redeemed',
  declined: 'Card declined',
  released: 'Not paid',
  refunding: 'Refunding',
  refunded: 'Refunded',
};

function CardRow({ card }: { card: AdminGiftCard }) {
  const action = useGiftCardAction();
  const [confirming, setConfirming] = useState(false);
  const open = card.state === 'paid' || card.state === 'delivered';
  function run(kind: 'resend' | 'refund') {
    action.mutate(
      { id: card.id, action: kind },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          toast({
            title: kind === 'refund' ? 'Gift Card Refunded' : 'Gift Card Sent',
            description: answer.message,
            variant: 'success',
          });
        },
        onError: (failure) =>
          toast({
            title: 'Not Done',
            description: messageOf(failure, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <p className="font-semibold text-forest-950">
          {dollars(card.amountCents)} for {card.recipientName}{' '}
          <span className="font-normal text-ink/70">({card.recipientEmail})</span>
        </p>
        <p className="mt-0.5 text-sm break-words text-ink/75">
          From {card.buyerName} ({card.buyerEmail}) · {card.reference}
          {card.codeHint ? ` · code ends ${card.codeHint}` : ''}
        </p>
        <p className="mt-0.5 text-sm text-ink/75">
          {STATE_LABELS[card.state]} · delivery {longDate(`${card.deliverOn}T18:00:00Z`)}
          {card.redeemedAt ? ` · redeemed ${longDate(card.redeemedAt)}` : ''}
        </p>
      </div>
      {open ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={action.isPending} onClick={() => run('resend')}>
            Re-send
          </Button>
          {confirming ? (
            <Button variant="danger" size="sm" disabled={action.isPending} onClick={() => run('refund')}>
              Confirm refund
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              Refund
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}

export function GiftCards() {
  const cards = useAdminGiftCards();
  if (cards.isPending) return <PanelSkeleton label="Loading gift cards..." lines={4} />;
  if (cards.isError)
    return <LoadFailed message={GIFT_CARDS_LOAD_FAILED_MESSAGE} onRetry={() => void cards.refetch()} />;
  const sold = cards.data.filter((c) => !['pending', 'declined', 'released'].includes(c.state));
  const outstanding = sold
    .filter((c) => c.state === 'paid' || c.state === 'delivered')
    .reduce((sum, c) => sum + c.amountCents, 0);
  return (
    <section
      aria-labelledby="gift-cards-title"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-forest-900/10"
    >
      <h2 id="gift-cards-title" className="font-display text-xl font-semibold text-forest-950">
        Gift cards
      </h2>
      <p className="mt-1 text-sm text-ink/75">
        Unredeemed: {dollars(outstanding)}. A gift card is owed, not earned: it is not a sale in the books
        until its credit pays for lunches. Re-sending makes a new code; the old one stops working.
      </p>
      {cards.data.length === 0 ? (
        <p className="mt-4 text-sm text-ink/75">No gift cards sold yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-forest-900/10 border-t border-forest-900/10">
          {cards.data.map((card) => (
            <CardRow key={card.id} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}
