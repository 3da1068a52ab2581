// /gift-cards: anyone buys a Tiffin Fit gift card for someone's e-mail, paid by card (issue 44).
import { CardEntryForm } from '../features/checkout/components/card-entry-form';
import { GiftCardPurchase } from '../features/gift-cards/components/gift-card-purchase';

export function GiftCardsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold tracking-widest text-saffron-700 uppercase">Gift cards</p>
      <h1 className="mt-2 font-display text-4xl font-bold tracking-tight text-forest-950 sm:text-5xl">
        Give a week of lunches
      </h1>
      <p className="mt-3 max-w-xl text-ink/80">
        A Tiffin Fit gift card becomes account credit for home-style Indian lunches, collected in Irving. It
        does not expire, and we e-mail it on the day you choose.
      </p>
      <div className="mt-8">
        <GiftCardPurchase CardForm={CardEntryForm} />
      </div>
    </div>
  );
}
