// Component tests in jsdom: Testing Library's matchers, a clean page and storage after each test, an empty page after
// each file.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// findBy and waitFor wait for a condition, never a fixed time: 1 s (the default) is too little for a lazily loaded
// tab's first import on a busy 2-core machine. log-tab.test.tsx missed it at 1 s once under load, and at 5 s once
// beside both the API and the browser tests, so they wait up to 10 s; a test that passes waits no longer for it.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// The worker's next file finds the page empty (src/testing/fresh-modules.ts).
afterAll(() => {
  window.sessionStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
});
