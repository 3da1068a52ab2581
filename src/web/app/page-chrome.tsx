// What every page does on navigation: keep the head's metadata right and record an anonymous page view.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageSettled } from '../lib/page-settled';

const VISITOR_KEY = 'visitor_id';

function visitorId(): string {
  try {
    let id = localStorage.getItem(VISITOR_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

function setMeta(selector: string, content: string): void {
  document.querySelector(selector)?.setAttribute('content', content);
}

/** The first page came with its metadata and scroll position from the server and the browser; navigations do not. */
let firstPage = true;

export function PageChrome() {
  const { pathname } = useLocation();

  useEffect(() => {
    if (firstPage) {
      firstPage = false;
      return;
    }
    // A new page starts at the top (landing sections scroll themselves after this).
    window.scrollTo(0, 0);
    // Metadata only changes on navigation, so the table's titles and descriptions load lazily.
    let current = true;
    void import('../../domain/site-pages').then(({ NOT_FOUND_PAGE, sitePageAt }) => {
      if (!current) return;
      const meta = sitePageAt(pathname)?.meta ?? NOT_FOUND_PAGE.meta;
      document.title = meta.title;
      setMeta('meta[name="description"]', meta.description);
      setMeta('meta[name="keywords"]', meta.keywords);
      setMeta('meta[property="og:title"]', meta.title);
      setMeta('meta[property="og:description"]', meta.description);
      setMeta('meta[property="og:type"]', meta.type);
    });
    return () => {
      current = false;
    };
  }, [pathname]);

  useEffect(() => {
    // The visitor id is in local storage, whose first read waits on the browser: the first page is reported once it
    // has settled, or as the visitor leaves before that; later pages at once.
    let sent = false;
    const report = () => {
      if (sent) return;
      sent = true;
      window.removeEventListener('pagehide', report);
      void fetch('/api/page-views', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: pathname, visitorId: visitorId() }),
        keepalive: true,
      }).catch(() => {});
    };
    window.addEventListener('pagehide', report);
    void pageSettled().then(report);
  }, [pathname]);

  return null;
}
