// Loaded by the document of a page rendered at build time (src/server/modules/web/html-pages.ts, deferScripts):
// starts the app's scripts once the build's HTML has been painted. Started with the document, they took the
// network from the styles and fonts of the first paint on a slow connection, and hydration could run before it, so
// the page showed nothing until every script had run though its HTML was all there.
/* global document, requestAnimationFrame, PerformanceObserver */
(function () {
  var script = document.currentScript;
  var entry = script ? script.getAttribute('data-entry') : null;
  if (!entry) return;
  var preloads = (script.getAttribute('data-preloads') || '').split(' ').filter(Boolean);
  // Each link appended costs the page a few milliseconds (1-3 ms with the CPU slowed four times: the request is set
  // up there and then), and a signed-in page preloads twenty or more: the entry goes first, and the preloads follow
  // two at a time, each pair in a task of its own, so that none of them holds the page.
  var PER_TASK = 2;
  function start() {
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
    var next = 0;
    (function preloadSome() {
      var end = Math.min(next + PER_TASK, preloads.length);
      for (; next < end; next++) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = preloads[next];
        document.head.appendChild(link);
      }
      if (next < preloads.length) setTimeout(preloadSome, 0);
    })();
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  // Once the browser says the page's first content is on screen; a hidden tab paints nothing and starts now, and
  // a browser that does not say it starts after a frame.
  if (document.visibilityState === 'hidden') return startOnce();
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(function () {
      setTimeout(startOnce, 0);
    });
  }
  // Whatever happens to the paint, the page works within a second. Not on the load event: on a quick connection it
  // comes before the first paint, and the scripts would take the network and the CPU from it again.
  setTimeout(startOnce, 1000);
})();
