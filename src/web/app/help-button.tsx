// The help button, in the navigation bar: it opens the community chat in a new tab, or goes there if a tab cannot
// open. It lives in the bar, not floating over the page, so it never covers what a visitor reads (issue 41).
import { siteConfig } from '../lib/site-config';
import { cn } from '../lib/cn';

export function openCommunityChat(url: string): void {
  // Without "noopener" in the features so a blocked popup is detectable (window.open answers null).
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else window.location.assign(url);
}

/** `compact`: only the icon, for the desktop bar at widths where its links leave no room for the words. */
export function HelpButton({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <button
      type="button"
      onClick={() => openCommunityChat(siteConfig().communityChatUrl)}
      title={compact ? 'Need help?' : undefined}
      className={cn(
        'inline-flex h-10 items-center gap-1.5 rounded-full border border-forest-900/15 bg-white/70 px-3 text-sm font-semibold text-forest-900 transition-colors hover:bg-forest-50',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5 shrink-0 text-saffron-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        <path d="M9 10.5h.01M12 10.5h.01M15 10.5h.01" strokeWidth="2.6" />
      </svg>
      <span className={compact ? 'sr-only' : undefined}>Need help?</span>
      <span className="sr-only"> Chat with our community (opens in a new tab)</span>
    </button>
  );
}
