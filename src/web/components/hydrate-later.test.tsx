import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

/** jsdom has no IntersectionObserver: this one says an element is near the screen when the test says so. */
class TestIntersectionObserver {
  static observers: TestIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  static bringNear(target: Element) {
    for (const observer of TestIntersectionObserver.observers.filter((o) => o.targets.includes(target))) {
      const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

// React's act() outside Testing Library (which does not hydrate a build's HTML).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  // Each test starts from a page that has not settled.
  vi.resetModules();
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  TestIntersectionObserver.observers = [];
  container = document.body.appendChild(document.createElement('div'));
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function page() {
  const { HydrateLater } = await import('./hydrate-later');
  function Counter() {
    const [taps, setTaps] = useState(0);
    return (
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        Tapped {taps}
      </button>
    );
  }
  return function Page() {
    return (
      <main>
        <h1>Above the fold</h1>
        <HydrateLater id="below">
          <section id="below">
            <Counter />
          </section>
        </HydrateLater>
        <HydrateLater>
          <p>A drawing</p>
        </HydrateLater>
      </main>
    );
  };
}

/** The build's HTML, rendered where there is no document (as at build time), then React hydrating it. */
async function hydrateBuiltPage() {
  const Page = await page();
  vi.stubGlobal('document', undefined);
  const html = renderToString(<Page />);
  vi.unstubAllGlobals();
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  container.innerHTML = html;
  const button = container.querySelector('button');
  // An async act: React waits for the gates' promises it suspended on, as the browser's event loop would.
  await act(async () => {
    root = hydrateRoot(container, <Page />);
    await Promise.resolve();
  });
  return button;
}

test('a part below the fold keeps the build’s HTML until it comes near the screen, then answers', async () => {
  const built = await hydrateBuiltPage();
  expect(built?.textContent).toBe('Tapped 0');
  // Not hydrated yet: the build's element, with no React behind it.
  expect(container.querySelector('button')).toBe(built);
  expect(Object.keys(built!).some((key) => key.startsWith('__reactFiber'))).toBe(false);

  await act(async () => {
    TestIntersectionObserver.bringNear(document.getElementById('below')!);
    await Promise.resolve();
  });

  // Hydrated in place: the same element, now React's, and it answers.
  expect(container.querySelector('button')).toBe(built);
  act(() => built!.click());
  expect(built!.textContent).toBe('Tapped 1');
  expect(container.querySelector('p')?.textContent).toBe('A drawing');
});

test('every part hydrates once the page has settled, near the screen or not', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const built = await hydrateBuiltPage();
  const drawing = container.querySelector('p');
  expect(Object.keys(drawing!).some((key) => key.startsWith('__reactFiber'))).toBe(false);

  // The page has loaded (jsdom's document is complete): 3 s on, with no idle callback to wait for, it has settled.
  await act(async () => {
    vi.advanceTimersByTime(3000);
    await Promise.resolve();
  });

  expect(container.querySelector('p')).toBe(drawing);
  expect(Object.keys(drawing!).some((key) => key.startsWith('__reactFiber'))).toBe(true);
  act(() => built!.click());
  expect(built!.textContent).toBe('Tapped 1');
});

test('a page rendered in the browser shows its parts at once', async () => {
  const Page = await page();
  act(() => {
    root = createRoot(container);
    root.render(<Page />);
  });
  expect(container.querySelector('button')?.textContent).toBe('Tapped 0');
  expect(container.querySelector('p')?.textContent).toBe('A drawing');
  expect(TestIntersectionObserver.observers).toHaveLength(0);
});
