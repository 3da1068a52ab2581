// The dashboard's offer, on a phone, to add the app to the home screen: made once, dismissible, never again after.
import { Button } from '../../../components/ui/button';
import { markInstallOfferDone, promptInstall, useInstallWay } from '../install-prompt';

export function InstallOffer() {
  const way = useInstallWay();
  if (way === null) return null;
  return (
    <section
      aria-labelledby="install-offer-title"
      className="flex items-start gap-4 rounded-3xl border border-forest-900/10 bg-white p-5 shadow-sm"
    >
      <img
        src="/icons/icon-192.png"
        alt=""
        width={48}
        height={48}
        className="h-12 w-12 shrink-0 rounded-xl"
      />
      <div className="min-w-0 flex-1">
        <h2 id="install-offer-title" className="font-display text-lg font-semibold text-forest-950">
          Add Tiffin Fit to your home screen
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          {way === 'prompt'
            ? 'Your tracker and pickups in one tap, and the last of your data even without a signal.'
            : 'Tap the Share button, then Add to Home Screen: your tracker and pickups in one tap.'}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {way === 'prompt' ? (
            <Button size="sm" onClick={() => void promptInstall()}>
              Add to Home Screen
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={markInstallOfferDone}>
            {way === 'prompt' ? 'Not now' : 'Got it'}
          </Button>
        </div>
      </div>
    </section>
  );
}
