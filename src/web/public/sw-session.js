// Loaded by the service worker (vite.config.ts, workbox.importScripts): the sessions signed out on this device. A
// call still on its way when its session ends must not put that person's answer back into the emptied cache, so the
// worker forgets the cache itself and refuses (and removes) any later answer to a request of such a session.
// The names are src/web/lib/cache-rules.ts's API_CACHE and FORGET_SESSION_MESSAGE.
/* global self, caches */
self.signedOutSessions = new Set();
self.addEventListener('message', (event) => {
  const data = event.data;
  if (typeof data !== 'object' || data === null || data.type !== 'forget-session') return;
  for (const authorization of Array.isArray(data.authorizations) ? data.authorizations : []) {
    if (typeof authorization === 'string') self.signedOutSessions.add(authorization);
  }
  event.waitUntil(caches.delete('api-data'));
});
