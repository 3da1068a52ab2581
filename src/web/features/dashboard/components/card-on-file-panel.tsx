// The card on file and Update card: a new card (entered with checkout's card form) for the next charges.
import { useState, type ComponentType } from 'react';
import type { UpdateCardRequest } from '../../../../contracts/card-update';
import type { Subscription } from '../../../../contracts/subscription';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { useUpdateCard } from '../api/update-card';
import { cardText, isLive } from '../subscription-rules';
import { CardIcon } from './icons';
import { Panel, PanelLabel } from './panel';
import { confirmChange } from '../confirmed-change';
import { ChangeConfirmation } from './change-confirmation';

export const CARD_UPDATE_FAILED_MESSAGE = 'Failed to update your card. Please try again.';

/** The card form the page gives the dashboard (checkout's, composed in the page: features do not import each other). */
export type CardFormComponent = ComponentType<{
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  email?: string | undefined;
  onSubmit: (card: UpdateCardRequest) => void;
  onCancel: () => void;
}>;

function expiryText(card: NonNullable<Subscription['card']>): string | null {
  if (!card.expMonth || !card.expYear) return null;
  return `Expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

function UpdateCardDialog({
  CardForm,
  email,
  label,
}: {
  CardForm: CardFormComponent;
  email?: string | undefined;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const update = useUpdateCard();

  async function save(card: UpdateCardRequest) {
    const declined = (result: { renewal?: { status: string } | null }) =>
      result.renewal?.status === 'declined';
    const done = await confirmChange(() => update.mutateAsync(card), {
      place: 'card',
      done: (result) => (declined(result) ? 'Card saved, payment declined' : 'Card updated'),
      refused: declined,
      failed: 'Card Not Updated',
      fallback: CARD_UPDATE_FAILED_MESSAGE,
    });
    if (done) setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => update.isPending || setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="p-6 sm:p-8">
          <DialogTitle className="pr-10">Update your card</DialogTitle>
          <DialogDescription className="mt-2 mb-6 leading-relaxed">
            Your next charges go to this card. Nothing is charged now, unless a payment is waiting.
          </DialogDescription>
          <CardForm
            busy={update.isPending}
            submitLabel="Save card"
            busyLabel="Saving card..."
            email={email}
            onSubmit={(card) => void save(card)}
            onCancel={() => setOpen(false)}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function CardOnFilePanel({
  subscription,
  CardForm,
  email,
}: {
  subscription: Subscription;
  CardForm: CardFormComponent;
  email?: string | undefined;
}) {
  const { card } = subscription;
  const failed = subscription.paymentStatus === 'failed';
  return (
    <Panel labelledBy="card-on-file">
      <PanelLabel id="card-on-file" icon={<CardIcon />}>
        Payment method
      </PanelLabel>
      {card ? (
        <div className="mt-5 flex items-center gap-4">
          <span
            aria-hidden="true"
            className="grid h-11 w-16 shrink-0 place-items-end rounded-lg bg-gradient-to-br from-forest-800 to-forest-950 p-1.5 font-mono text-[0.65rem] font-semibold text-cream/90 shadow-sm"
          >
            •• {card.last4}
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-forest-950">{cardText(card)}</p>
            {expiryText(card) ? <p className="text-sm text-ink/70">{expiryText(card)}</p> : null}
          </div>
        </div>
      ) : (
        <p className="mt-5 text-ink/75">No card on file.</p>
      )}
      {failed ? (
        <p role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800">
          Your last payment did not go through. Update your card and we will try again right away.
        </p>
      ) : null}
      {isLive(subscription) ? (
        <div className="mt-5">
          <UpdateCardDialog CardForm={CardForm} email={email} label={card ? 'Update card' : 'Add a card'} />
        </div>
      ) : null}
      <ChangeConfirmation place="card" className="mt-4" />
    </Panel>
  );
}
