// The one route table: each page's path pattern, page module, layout, who may see it, build-time rendering and metadata.
import { SITE_NAME } from './brand';
import { ARTICLES, articleById } from './insight-articles';

export { SITE_NAME };

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  type: 'website' | 'article';
  /** Open Graph image, a path under src/web/public (1200x630 PNG). */
  image: string;
}

/**
 * Who may see a page: anyone, a signed-in user, an entitled subscriber, the team (owners and staff) or an owner
 * (`admin`): the same names as the API's.
 */
export type PageAccess = 'public' | 'user' | 'subscriber' | 'team' | 'admin';

/** `site`: navigation bar and footer; `bare`: the page brings its own header. */
export type PageLayout = 'site' | 'bare';

export type PageParams = Readonly<Record<string, string>>;

type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters of a path pattern: '/insights/:articleId' gives { articleId: string }. */
export type RouteParams<P extends string> = { readonly [K in ParamName<P>]: string };

interface PageDefinition<P extends string> {
  /** Static segments and `:name` segments, matched case-sensitively by the server and the browser alike. */
  path: P;
  /** src/web/pages/<page>.tsx, which exports the component named after it (faq-page: FaqPage). */
  page: `${string}-page`;
  layout: PageLayout;
  access: PageAccess;
  /** Rendered to HTML at build time and hydrated in the browser: pages whose first screen is the same for everyone. */
  prerender?: boolean;
  /** For a pattern with parameters: the values that exist, each rendered at build time; any other answers 404. */
  params?: () => readonly RouteParams<P>[];
  /**
   * The API reads a signed-in page opens with: its document starts them before the app's scripts have loaded
   * (src/web/public/early-reads.js), and the app takes each answer for its own first call (lib/first-reads.ts).
   */
  firstReads?: readonly string[];
  meta: PageMeta | ((params: RouteParams<P>) => PageMeta);
}

export interface SitePage {
  path: string;
  page: `${string}-page`;
  layout: PageLayout;
  access: PageAccess;
  prerender: boolean;
  firstReads: readonly string[];
  /** The concrete paths rendered at build time. */
  prerenderPaths(): string[];
  /** The metadata for these parameters, or undefined when the pattern has no such page (404). */
  metaFor(params: PageParams): PageMeta | undefined;
}

const DEFAULT_IMAGE = '/og-image.png';
const BASE_KEYWORDS = 'Indian lunch, meal prep, Irving TX, Las Colinas, high protein, fitness meals';

function meta(
  title: string,
  description: string,
  keywords = '',
  type: PageMeta['type'] = 'website',
): PageMeta {
  return {
    title: `${title} | ${SITE_NAME}`,
    description,
    keywords: keywords ? `${keywords}, ${BASE_KEYWORDS}` : BASE_KEYWORDS,
    type,
    image: DEFAULT_IMAGE,
  };
}

const SEGMENT_PARAM = /^:(\w+)$/;

function paramNames(path: string): string[] {
  return path.split('/').flatMap((segment) => SEGMENT_PARAM.exec(segment)?.[1] ?? []);
}

function hasParams<P extends string>(path: P, params: PageParams): params is PageParams & RouteParams<P> {
  return paramNames(path).every((name) => typeof params[name] === 'string' && params[name] !== '');
}

/** Fills a pattern's parameters: '/insights/:articleId' with { articleId: 'x' } gives '/insights/x'. */
export function pathWith(pattern: string, params: PageParams): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function definePage<const P extends string>(definition: PageDefinition<P>): SitePage {
  const { path, page, layout, access, params: known, meta: metaOf } = definition;
  const exists = (params: PageParams) =>
    !known ||
    known().some((values: PageParams) => paramNames(path).every((name) => values[name] === params[name]));
  return {
    path,
    page,
    layout,
    access,
    prerender: definition.prerender ?? false,
    firstReads: definition.firstReads ?? [],
    prerenderPaths() {
      if (!definition.prerender) return [];
      if (paramNames(path).length === 0) return [path];
      return (known?.() ?? []).map((params) => pathWith(path, params));
    },
    metaFor(params) {
      if (!hasParams(path, params) || !exists(params)) return undefined;
      return typeof metaOf === 'function' ? metaOf(params) : metaOf;
    },
  };
}

/** Every page of the spec (section 2) with its metadata (section 3). A new page is one entry here plus its module. */
export const SITE_PAGES: readonly SitePage[] = [
  definePage({
    path: '/',
    page: 'landing-page',
    layout: 'site',
    access: 'public',
    prerender: true,
    meta: {
      ...meta(
        'Premium Indian Lunches for Fitness',
        'High-protein Indian lunches, prepared fresh and picked up Monday to Friday in Irving, TX. Weekly $75 or monthly $270, with a nutrition tracker for subscribers.',
        'weekly lunch subscription, macro friendly',
      ),
      title: `${SITE_NAME} | Premium Indian Lunches for Fitness in Irving, TX`,
    },
  }),
  definePage({
    path: '/subscribe',
    page: 'subscribe-page',
    layout: 'site',
    access: 'public',
    prerender: true,
    meta: meta(
      'Subscribe',
      'Choose the weekly or monthly plan and pick up fresh Indian lunches in Irving, TX.',
      'subscribe, pricing',
    ),
  }),
  definePage({
    path: '/subscribe-old',
    page: 'subscribe-old-page',
    layout: 'site',
    access: 'public',
    meta: meta(
      'Subscribe',
      'Subscribe to weekly Indian lunches with pickup in Las Colinas, Irving.',
      'subscribe',
    ),
  }),
  definePage({
    path: '/login',
    page: 'login-page',
    layout: 'site',
    access: 'public',
    prerender: true,
    meta: meta('Sign In', 'Sign in to manage your lunch subscription and nutrition tracker.', 'login'),
  }),
  definePage({
    path: '/forgot-password',
    page: 'forgot-password-page',
    layout: 'site',
    access: 'public',
    meta: meta('Forgot Password', 'Request a link to reset your password.', 'password reset'),
  }),
  definePage({
    path: '/reset-password',
    page: 'reset-password-page',
    layout: 'site',
    access: 'public',
    // The same page sets a first password (after checkout, or invited to the team): words that fit both.
    meta: meta('Set Your Password', 'Choose the password for your account.', 'password reset, set password'),
  }),
  definePage({
    path: '/auth-success',
    page: 'auth-success-page',
    layout: 'bare',
    access: 'public',
    meta: meta('Signing In', 'Completing your sign-in.', 'sign in'),
  }),
  definePage({
    path: '/dashboard',
    page: 'dashboard-page',
    layout: 'bare',
    access: 'user',
    // Its frame only, as /nutrition's: header, tabs and placeholders, nothing personal.
    prerender: true,
    // The Overview's (pages/dashboard-page.tsx).
    firstReads: ['/api/user/profile', '/api/subscription', '/api/subscription/pickup-code', '/api/orders'],
    meta: meta('Dashboard', 'Your subscription, pickups, orders and account.', 'dashboard'),
  }),
  definePage({
    path: '/insights',
    page: 'insights-page',
    layout: 'site',
    access: 'public',
    prerender: true,
    meta: meta(
      'Nutrition Insights',
      'Articles on Indian spices, protein and performance nutrition from our kitchen.',
      'nutrition blog, turmeric, spices',
      'article',
    ),
  }),
  definePage({
    path: '/insights/:articleId',
    page: 'insights-article-page',
    layout: 'site',
    access: 'public',
    prerender: true,
    params: () => ARTICLES.map((article) => ({ articleId: article.id })),
    meta: ({ articleId }) => {
      const article = articleById(articleId);
      return meta(
        article?.title ?? 'Nutrition Insights',
        article?.excerpt ?? '',
        article?.tags.join(', ') ?? '',
        'article',
      );
    },
  }),
  definePage({
    path: '/nutrition',
    page: 'nutrition-page',
    layout: 'site',
    access: 'subscriber',
    // Its frame only: the header band and a placeholder, painted before the script runs (no account data exists at
    // build time; the page renders nothing personal until the browser has hydrated it).
    prerender: true,
    // Whether the tracker opens, and its goals (pages/nutrition-page.tsx).
    firstReads: ['/api/user/profile', '/api/subscription', '/api/nutritional-goals'],
    meta: meta(
      'Nutrition Tracker',
      'Track calories, macros, water and exercise with personalised goals and AI insights.',
      'nutrition tracker, macros',
    ),
  }),
  definePage({
    path: '/privacy',
    page: 'privacy-page',
    layout: 'site',
    access: 'public',
    prerender: true,
    meta: meta('Privacy Policy', 'How we collect, use and protect your information.', 'privacy'),
  }),
  definePage({
    path: '/terms',
    page: 'terms-page',
    layout: 'site',
    access: 'public',
    prerender: true,
    meta: meta('Terms of Service', 'The terms of our lunch subscription service.', 'terms'),
  }),
  definePage({
    path: '/refund',
    page: 'refund-page',
    layout: 'site',
    access: 'public',
    prerender: true,
    meta: meta('Refund Policy', 'When and how refunds are given for our subscriptions.', 'refund'),
  }),
  definePage({
    path: '/gift-cards',
    page: 'gift-cards-page',
    layout: 'site',
    access: 'public',
    prerender: false,
    meta: meta(
      'Gift Cards',
      'Give a week of home-style Indian lunches: a Tiffin Fit gift card, e-mailed on the day you choose.',
      'gift cards',
    ),
  }),
  definePage({
    path: '/faq',
    page: 'faq-page',
    layout: 'site',
    access: 'public',
    prerender: true,
    meta: meta(
      'FAQ',
      'Answers about pickup, plans, meals, managing your subscription and our launch.',
      'faq',
    ),
  }),
  definePage({
    path: '/admin',
    page: 'admin-page',
    layout: 'bare',
    access: 'admin',
    meta: meta('Admin', 'Back office for subscribers, e-mail and newsletters.', 'admin'),
  }),
  definePage({
    path: '/admin/subscribers/:id',
    page: 'admin-subscriber-page',
    layout: 'bare',
    access: 'admin',
    meta: meta('Subscriber', 'A subscriber in the back office.', 'admin'),
  }),
  definePage({
    path: '/admin/roster',
    page: 'admin-roster-page',
    layout: 'bare',
    access: 'team',
    meta: meta('Pickup Roster', 'Who collects lunch today, checked off at the counter.', 'admin'),
  }),
  definePage({
    path: '/admin/production',
    page: 'admin-production-page',
    layout: 'bare',
    access: 'team',
    meta: meta('Production', 'Dishes to cook per day of a service week.', 'admin'),
  }),
  definePage({
    path: '/admin/menu',
    page: 'admin-menu-page',
    layout: 'bare',
    access: 'team',
    meta: meta('Menu', 'The week’s lunches by day, and the dishes they are made of.', 'admin'),
  }),
  definePage({
    path: '/admin/shopping-list',
    page: 'admin-shopping-list-page',
    layout: 'bare',
    access: 'team',
    meta: meta(
      'Shopping List',
      'Every ingredient of a week’s lunches, scaled by the meals to cook.',
      'admin',
    ),
  }),
  definePage({
    path: '/admin/labels',
    page: 'admin-labels-page',
    layout: 'bare',
    access: 'team',
    meta: meta('Labels', 'The day’s box labels, printed on 2 by 4 inch label sheets.', 'admin'),
  }),
  definePage({
    path: '/admin/waitlist',
    page: 'admin-waitlist-page',
    layout: 'bare',
    access: 'admin',
    meta: meta('Waitlist', 'Waitlist entries by phase, and invitations.', 'admin'),
  }),
  definePage({
    path: '/admin/coupons',
    page: 'admin-coupons-page',
    layout: 'bare',
    access: 'admin',
    meta: meta('Coupons', 'Create, disable and follow coupons.', 'admin'),
  }),
  definePage({
    path: '/admin/books',
    page: 'admin-books-page',
    layout: 'bare',
    access: 'admin',
    meta: meta('Books', 'Monthly statements, sales tax and exports for the accountant.', 'admin'),
  }),
  definePage({
    path: '/admin/gift-cards',
    page: 'admin-gift-cards-page',
    layout: 'bare',
    access: 'admin',
    meta: meta(
      'Gift Cards',
      'Gift cards sold: re-send or refund an unredeemed card; referral settings.',
      'admin',
    ),
  }),
  definePage({
    path: '/admin/audit',
    page: 'admin-audit-page',
    layout: 'bare',
    access: 'admin',
    meta: meta('Audit Log', 'What admins changed, when and on which record.', 'admin'),
  }),
  definePage({
    path: '/admin/team',
    page: 'admin-team-page',
    layout: 'bare',
    access: 'admin',
    meta: meta('Team', 'Who works in the back office: owners and staff, invitations and roles.', 'admin'),
  }),
  definePage({
    path: '/admin/security',
    page: 'admin-security-page',
    layout: 'bare',
    access: 'team',
    meta: meta('Security', 'Two-factor sign-in for the back office.', 'admin'),
  }),
  definePage({
    path: '/admin/login',
    page: 'admin-login-page',
    layout: 'bare',
    access: 'public',
    meta: meta('Admin Sign In', 'Sign in to the admin back office.', 'admin'),
  }),
  definePage({
    path: '/waitlist',
    page: 'waitlist-page',
    layout: 'site',
    access: 'public',
    prerender: true,
    meta: meta(
      'Join the Waitlist',
      'Spots at Tiffin Fit open in waves: see how many are left, subscribe, or join the waitlist to hear first.',
      'waitlist',
    ),
  }),
  definePage({
    path: '/email-preview',
    page: 'email-preview-page',
    layout: 'site',
    access: 'public',
    meta: meta('Email Templates', 'Preview the e-mails we send and send yourself test copies.', 'email'),
  }),
  definePage({
    path: '/welcome',
    page: 'welcome-page',
    layout: 'site',
    access: 'public',
    prerender: true,
    meta: meta('Welcome', 'Your subscription is confirmed. Set your password and sign in.', 'welcome'),
  }),
];

/** What any other path shows, with a 404 status; rendered at build time like the public pages. */
export const NOT_FOUND_PAGE = {
  path: '*',
  page: 'not-found-page',
  layout: 'site',
  access: 'public',
  meta: meta('Page Not Found', 'The page you were looking for does not exist.'),
} as const satisfies Pick<SitePage, 'path' | 'page' | 'layout' | 'access'> & { meta: PageMeta };

function matchPattern(pattern: string, pathname: string): PageParams | undefined {
  const want = pattern.split('/');
  const got = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const name = SEGMENT_PARAM.exec(segment)?.[1];
    const value = got[i] ?? '';
    if (name === undefined) {
      if (segment !== value) return undefined;
      continue;
    }
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return params;
}

/** The page a path shows and its metadata; a pattern with fewer parameters wins (/admin/login over /admin/:id). */
export function sitePageAt(pathname: string): { page: SitePage; meta: PageMeta } | undefined {
  const candidates = SITE_PAGES.flatMap((page) => {
    const params = matchPattern(page.path, pathname);
    return params ? [{ page, params }] : [];
  }).sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
  const best = candidates[0];
  const found = best ? best.page.metaFor(best.params) : undefined;
  return best && found ? { page: best.page, meta: found } : undefined;
}

/** What the browser's router needs of each page (vite.config.ts hands it to the app as __SITE_ROUTES__). */
export type ClientRoute = Pick<SitePage, 'path' | 'page' | 'layout'>;

/** The table without its metadata, which the first load does without (the server put it in the HTML). */
export function clientRoutes(): ClientRoute[] {
  return [...SITE_PAGES, NOT_FOUND_PAGE].map(({ path, page, layout }) => ({ path, page, layout }));
}
