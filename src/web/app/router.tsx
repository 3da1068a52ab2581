// The app's routes, from the route table (src/domain/site-pages.ts): each page a lazily loaded chunk under its layout.
import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import type { ClientRoute } from '../../domain/site-pages';
import { BareLayout } from './bare-layout';
import { RootLayout } from './root-layout';

type PageModule = Partial<Record<string, ComponentType>>;

// One chunk per page module; the table names the module, the module exports the component named after it.
const PAGE_MODULES = import.meta.glob<PageModule>('../pages/*-page.tsx');
const loaded = new Map<string, ComponentType>();

function loadPage(page: string): Promise<ComponentType> {
  const load = PAGE_MODULES[`../pages/${page}.tsx`];
  if (!load) return Promise.reject(new Error(`src/web/pages/${page}.tsx does not exist`));
  const name = page.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());
  return load().then((module) => {
    const component = module[name];
    if (!component) throw new Error(`src/web/pages/${page}.tsx does not export ${name}`);
    loaded.set(page, component);
    return component;
  });
}

/** A page's element: the component itself once its module is loaded (no suspending, no loading state), else lazy. */
function pageElement(page: string) {
  const LazyPage = lazy(() => loadPage(page).then((component) => ({ default: component })));
  function Page() {
    const Loaded = loaded.get(page);
    return Loaded ? <Loaded /> : <LazyPage />;
  }
  return <Page />;
}

interface RouteHandle {
  path: string;
  page: string;
}

function toRoute({ path, page }: ClientRoute): RouteObject {
  const handle: RouteHandle = { path, page };
  const location = path === '/' ? { index: true as const } : { path: path.replace(/^\//, '') };
  return { ...location, caseSensitive: true, handle, element: pageElement(page) };
}

const routes: RouteObject[] = [
  { element: <RootLayout />, children: __SITE_ROUTES__.filter((r) => r.layout === 'site').map(toRoute) },
  { element: <BareLayout />, children: __SITE_ROUTES__.filter((r) => r.layout === 'bare').map(toRoute) },
];

function isHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'page' in value && 'path' in value;
}

/** Loads the page module a path shows; answers the route's pattern ('*' for the not-found page). */
export async function preloadPageAt(pathname: string): Promise<string | undefined> {
  const handle = matchRoutes(routes, pathname)
    ?.map((m): unknown => m.route.handle)
    .findLast(isHandle);
  if (!handle) return undefined;
  await loadPage(handle.page);
  return handle.path;
}

/** Shown only while a page's chunk loads; keeps the layout from jumping. */
function PageLoading() {
  return <div className="min-h-screen" aria-busy="true" />;
}

export function AppRoutes() {
  return <Suspense fallback={<PageLoading />}>{useRoutes(routes)}</Suspense>;
}
