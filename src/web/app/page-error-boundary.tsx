// A page that fails as it renders (a bug, or its code gone from the server after a release while an installed app
// still had the old page open) says so and offers a reload, under the site's header, instead of leaving an empty
// screen. Going to another page starts afresh.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SITE_NAME } from '../../domain/brand';
import { Button } from '../components/ui/button';

export const PAGE_FAILED_MESSAGE = 'Something went wrong on this page.';
export const PAGE_UPDATED_MESSAGE = `${SITE_NAME} has been updated since this page opened.`;

/** The browser's words when a page's code cannot be fetched (Chromium, Firefox, Safari). */
const CHUNK_FAILED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILED.test(error.message);
}

function PageFailed({ error }: { error: unknown }) {
  const updated = isChunkLoadError(error);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <div role="alert" className="rounded-3xl border border-forest-900/10 bg-white p-8 shadow-sm">
        <h1 className="font-display text-2xl font-semibold text-forest-900">
          {updated ? PAGE_UPDATED_MESSAGE : PAGE_FAILED_MESSAGE}
        </h1>
        <p className="mt-3 text-forest-900/75">
          {updated
            ? 'Reload to get the latest version. Nothing you saved is lost.'
            : 'Reloading usually fixes it. Nothing you saved is lost.'}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button variant="outline" onClick={() => window.location.assign('/')}>
            Go to the home page
          </Button>
        </div>
      </div>
    </div>
  );
}

class Boundary extends Component<{ path: string; children: ReactNode }, { error: unknown; path: string }> {
  override state = { error: null as unknown, path: this.props.path };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { path: string }, state: { error: unknown; path: string }) {
    // Another page: whatever failed here is not its concern.
    return props.path === state.path ? null : { error: null, path: props.path };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The page failed as it rendered', error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? this.props.children : <PageFailed error={this.state.error} />;
  }
}

export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary path={pathname}>{children}</Boundary>;
}
