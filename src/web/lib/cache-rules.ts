// What the service worker keeps for use without a signal (vite.config.ts builds it from these), and what the app
// reads or clears of it: shared so the two sides cannot drift apart.

/** The runtime cache of API answers: the signed-in person's data, emptied whenever the session changes. */
export const API_CACHE = 'api-data';

/** The runtime cache of page documents (the same for everyone: no personal data). */
export const PAGES_CACHE = 'pages';

/**
 * The GET calls the dashboard and the tracker open with, cached network-first. Never sign-in or tokens
 * (/api/auth), never the back office (/api/admin), never the export (a file) or the food search (typed queries).
 */
export const OFFLINE_API_PATTERN =
  /\/api\/(?:user\/profile|subscription|orders|nutritional-goals|daily-nutrition|ai-recommendations|menu|launch|nutrition\/(?:preferences|streaks|history|check-in|weights)|foods\/(?:custom|meals))(?:[/?]|$)/;

/**
 * The page's message to the service worker when sessions end: `{ type, authorizations }`, the Authorization headers
 * of the ended sessions. The worker (public/sw-session.js) empties API_CACHE and keeps nothing more of theirs.
 */
export const FORGET_SESSION_MESSAGE = 'forget-session';

/** The service worker's message to the page it answered from API_CACHE: `{ type, date }`, the answer's own date. */
export const CACHED_ANSWER_MESSAGE = 'cached-answer';

/** How long a call waits for the network before the last known answer is shown instead. */
export const NETWORK_TIMEOUT_SECONDS = 4;
