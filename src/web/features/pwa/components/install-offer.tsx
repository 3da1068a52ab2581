// The dashboard's offer, on a phone, to add the app to the home screen: made once, dismissible, never again after.
// A sheet over the bottom of the screen, as installed apps' own banners are: it comes when the browser says the app
// can be installed, after the page has drawn, and must not push the page down.
import { Button } from '../../../components/ui/button';
import { markInstallOfferDone, promptInstall, useInstallWay } from '../install-prompt';

export function InstallOffer() {
  const way = useInstallWay();
  if (way === null) return null;
  return (
    <section
      aria-labelledby="install-offer-title"
      className="fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-40 flex items-start gap-4 rounded-3xl border border-forest-900/10 bg-white p-5 shadow-xl shadow-forest-950/15 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:max-w-sm"
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
