// Smooth scrolling to landing sections with the nav's offset, remembered across a trip back to the landing page.
const PENDING_KEY = 'pending_section';

export const NAV_OFFSET = 80;
export const HERO_OFFSET = 100;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** What the user does to scroll on their own: it ends the hold on a section below. */
const OWN_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'];
let release = () => {};

export function scrollToSection(id: string, offset = NAV_OFFSET): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  // Sections laid out only near the screen (landing.css) have guessed heights: laid out first, the target is exact.
  document.documentElement.classList.add('tf-all');
  release();
  // What arrives above the section after the click (the menu's cards, the live count) would push it down the
  // screen: it is aimed at again at each change of the page's height (the first is now), until the user scrolls
  // on their own or 5 s have passed.
  const observer = new ResizeObserver(() =>
    window.scrollTo({
      top: element.getBoundingClientRect().top + window.scrollY - offset,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    }),
  );
  observer.observe(document.body);
  release = () => observer.disconnect();
  setTimeout(release, 5000);
  for (const type of OWN_SCROLL) addEventListener(type, release, { passive: true, once: true });
  return true;
}

export function rememberSection(id: string, offset: number): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ id, offset }));
  } catch {
    /* without storage the user lands at the top */
  }
}

/** Scrolls to the section remembered before navigating to the landing page, once. */
export function scrollToPendingSection(): void {
  let pending: { id?: unknown; offset?: unknown } | null = null;
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    pending = raw ? (JSON.parse(raw) as { id?: unknown; offset?: unknown }) : null;
  } catch {
    pending = null;
  }
  if (pending && typeof pending.id === 'string') {
    scrollToSection(pending.id, typeof pending.offset === 'number' ? pending.offset : NAV_OFFSET);
  }
}
