// A console.error during a test is a failing test.
import { afterEach, vi } from 'vitest';

const calls: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  calls.push(args);
});

afterEach(() => {
  if (calls.length > 0) {
    const first = calls.map((args) => args.map(String).join(' ')).join('\n');
    calls.length = 0;
    throw new Error(`console.error was called during the test:\n${first}`);
  }
});
