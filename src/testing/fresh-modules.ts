// The files of a worker share one process and one global scope (isolate: false in vitest.config.ts: a new one for
// every file cost more CPU than the tests themselves, for jsdom 1-2 s a file). Each file still starts as if alone:
// the app's modules are evaluated afresh for it, so their module-level state (the site settings read from the page,
// the toasts, the offline queue) starts empty, and what a file changed of the global scope is put back after it.
import { afterAll, vi } from 'vitest';

vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // A file that tests with React's act() environment on (hydrate-later.test.tsx) turns it on for itself only.
  delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
});
