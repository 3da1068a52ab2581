// The floating help button: opens the community chat in a new tab, or goes there if a tab cannot open.
import { siteConfig } from '../../../lib/site-config';

export function openCommunityChat(url: string): void {
  // Without "noopener" in the features so a blocked popup is detectable (window.open answers null).
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else window.location.assign(url);
}

export function HelpButton() {
  return (
    <button
      type="button"
      onClick={() => openCommunityChat(siteConfig().communityChatUrl)}
      className="fixed right-4 bottom-4 z-40 inline-flex h-14 items-center gap-2 rounded-full bg-forest-900 pr-5 pl-4 font-semibold text-cream shadow-xl shadow-forest-950/30 transition-transform hover:-translate-y-0.5 hover:bg-forest-800 sm:right-6 sm:bottom-6"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6 text-saffron-400"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        <path d="M9 10.5h.01M12 10.5h.01M15 10.5h.01" strokeWidth="2.6" />
      </svg>
      <span className="text-sm">Need help?</span>
      <span className="sr-only"> Chat with our community (opens in a new tab)</span>
    </button>
  );
}
