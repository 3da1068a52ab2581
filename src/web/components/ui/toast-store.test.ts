import { afterEach, expect, test, vi } from 'vitest';
import { currentToasts, dismissToast, toast } from './toast-store';

afterEach(() => {
  vi.useRealTimers();
});

test('a new toast replaces the one on screen: one at a time', () => {
  toast({ title: 'One' });
  toast({ title: 'Two', description: 'Second' });
  expect(currentToasts().map((t) => t.title)).toEqual(['Two']);
});

test('a dismissed toast closes at once and leaves memory after 1,000,000 ms', () => {
  vi.useFakeTimers();
  const id = toast({ title: 'Bye' });
  dismissToast(id);
  expect(currentToasts()).toEqual([expect.objectContaining({ id, open: false })]);
  vi.advanceTimersByTime(999_999);
  expect(currentToasts()).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(currentToasts()).toHaveLength(0);
});
