// Component tests in jsdom: Testing Library's matchers, and a clean page and storage after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait for a condition, never a fixed time: 1 s (the default) is too little for a lazily loaded
// tab's first import on a busy 2-core machine (log-tab.test.tsx missed it once under load), so they wait up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
