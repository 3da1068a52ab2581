// Layout for pages with their own header (dashboard, admin, sign-in hand-off).
import { Outlet, ScrollRestoration } from 'react-router';
import { PageChrome } from './page-chrome';

export function BareLayout() {
  return (
    <>
      <PageChrome />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
