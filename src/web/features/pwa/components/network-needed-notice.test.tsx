// The notice of the subscribe pages hydrates what the build rendered without React's warnings.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { NetworkNeededNotice } from './network-needed-notice';

afterEach(() => vi.restoreAllMocks());

test('the build-rendered page hydrates the notice without a warning from React', async () => {
  const page = (
    <QueryClientProvider client={new QueryClient()}>
      <p>Subscribe</p>
      <NetworkNeededNotice what="Subscribing" />
    </QueryClientProvider>
  );
  const root = document.createElement('div');
  root.innerHTML = renderToString(page);
  document.body.append(root);
  const errors = vi.spyOn(console, 'error');

  await act(async () => {
    hydrateRoot(root, page);
    await Promise.resolve();
  });

  expect(errors).not.toHaveBeenCalled();
  expect(root).toHaveTextContent('Subscribe');
  root.remove();
});
