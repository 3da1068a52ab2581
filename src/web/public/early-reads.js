// Loaded by the document of a signed-in page (the route table's firstReads, src/domain/site-pages.ts): starts the
// page's first API reads as the document arrives, so their answers travel while the app's JavaScript downloads and
// runs. The app takes each answer once, for its own first call of that path by the same session
// (src/web/lib/first-reads.ts, takeEarlyRead); an answer nobody takes is dropped.
/* global window, document, localStorage, performance, navigator */
(function () {
  // Offline, the service worker answers from its cache and says so in a message (vite.config.ts). The app's own
  // listener (src/web/lib/offline-state.ts) starts after the page's first answers, whose messages would be
  // lost: they are kept here for it, from before the first read is asked for.
  if ('serviceWorker' in navigator && !window.__cachedAnswers) {
    var dates = (window.__cachedAnswers = []);
    navigator.serviceWorker.addEventListener('message', function (event) {
      var data = event.data;
      if (data && data.type === 'cached-answer') dates.push(data.date);
    });
  }
  // The page's code ran first (it was at hand in the service worker's cache) and has asked for them itself.
  if (window.__earlyReads) return;
  var script = document.currentScript;
  var paths = script ? script.getAttribute('data-reads') : null;
  var bearer = null;
  try {
    // As the app's authStorage.getBearer: the admin token first, else the subscriber's.
    bearer = localStorage.getItem('admin_token');
    if (bearer === null) bearer = localStorage.getItem('auth_token');
  } catch {
    return;
  }
  if (!paths || bearer === null) return;
  var reads = {};
  paths.split(' ').forEach(function (path) {
    var answer = fetch(path, {
      headers: { accept: 'application/json', authorization: 'Bearer ' + bearer },
      credentials: 'include',
    });
    // The app sees a failure when it takes the answer; one never taken is not an unhandled rejection.
    answer.catch(function () {});
    reads[path] = answer;
  });
  window.__earlyReads = { bearer: bearer, at: performance.now(), reads: reads };
})();
