import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import {
  isChunkLoadError,
  PAGE_FAILED_MESSAGE,
  PAGE_UPDATED_MESSAGE,
  PageErrorBoundary,
} from './page-error-boundary';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('a bug');
}

// A page whose code the server no longer has, as Chromium words it.
const Gone = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/old-page-abc123.js')),
);

function Site({ at }: { at: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <nav>
        <Link to="/fine">Fine page</Link>
      </nav>
      <PageErrorBoundary>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/gone" element={<Gone />} />
            <Route path="/fine" element={<h1>All good</h1>} />
          </Routes>
        </Suspense>
      </PageErrorBoundary>
    </MemoryRouter>
  );
}

test('a page that fails as it renders says so under the header, with a reload, and the next page starts afresh', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  render(<Site at="/broken" />);
  expect(screen.getByRole('alert')).toHaveTextContent(PAGE_FAILED_MESSAGE);
  expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Go to the home page' })).toBeVisible();

  await user.click(screen.getByRole('link', { name: 'Fine page' }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('heading', { name: 'All good' })).toBeVisible();
});

test('a page whose code is gone since a release asks for a reload to get the new version', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<Site at="/gone" />);
  expect(await screen.findByRole('alert')).toHaveTextContent(PAGE_UPDATED_MESSAGE);
});

test("the browsers' words for a page's code that cannot be fetched", () => {
  expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(
    true,
  );
  expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(
    true,
  );
  expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  expect(isChunkLoadError(new Error('a bug'))).toBe(false);
  expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
});
