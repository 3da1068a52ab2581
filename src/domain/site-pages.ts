// Every route of the spec (section 2) with its page metadata (section 3), shared by the server's HTML and the app.
import { SITE_NAME } from './brand';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  type: 'website' | 'article';
  image: string;
}

export { SITE_NAME };
const DEFAULT_IMAGE = '/og-image.png';
const BASE_KEYWORDS = 'Indian lunch, meal prep, Irving TX, Las Colinas, high protein, fitness meals';

function page(
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

export const SITE_PAGES = {
  '/': {
    ...page(
      'Premium Indian Lunches for Fitness',
      'High-protein Indian lunches, prepared fresh and picked up Monday to Friday in Irving, TX. Weekly $75 or monthly $270, with a nutrition tracker for subscribers.',
      'weekly lunch subscription, macro friendly',
    ),
    title: `${SITE_NAME} | Premium Indian Lunches for Fitness in Irving, TX`,
  },
  '/subscribe': page(
    'Subscribe',
    'Choose the weekly or monthly plan and pick up fresh Indian lunches in Irving, TX.',
    'subscribe, pricing',
  ),
  '/subscribe-old': page(
    'Subscribe',
    'Subscribe to weekly Indian lunches with pickup in Las Colinas, Irving.',
    'subscribe',
  ),
  '/login': page('Sign In', 'Sign in to manage your lunch subscription and nutrition tracker.', 'login'),
  '/forgot-password': page('Forgot Password', 'Request a link to reset your password.', 'password reset'),
  '/reset-password': page('Reset Password', 'Choose a new password for your account.', 'password reset'),
  '/auth-success': page('Signing In', 'Completing your sign-in.', 'sign in'),
  '/dashboard': page('Dashboard', 'Your subscription, pickups, orders and account.', 'dashboard'),
  '/insights': page(
    'Nutrition Insights',
    'Articles on Indian spices, protein and performance nutrition from our kitchen.',
    'nutrition blog, turmeric, spices',
    'article',
  ),
  '/nutrition': page(
    'Nutrition Tracker',
    'Track calories, macros, water and exercise with personalised goals and AI insights.',
    'nutrition tracker, macros',
  ),
  '/privacy': page('Privacy Policy', 'How we collect, use and protect your information.', 'privacy'),
  '/terms': page('Terms of Service', 'The terms of our lunch subscription service.', 'terms'),
  '/refund': page('Refund Policy', 'When and how refunds are given for our subscriptions.', 'refund'),
  '/faq': page(
    'FAQ',
    'Answers about pickup, plans, meals, managing your subscription and our launch.',
    'faq',
  ),
  '/admin': page('Admin', 'Back office for subscribers, e-mail and newsletters.', 'admin'),
  '/admin/login': page('Admin Sign In', 'Sign in to the admin back office.', 'admin'),
  '/waitlist': page(
    'Join the Waitlist',
    'Our invite-only launch is at capacity. Join the waitlist to hear when spots open.',
    'waitlist',
  ),
  '/email-preview': page(
    'Email Templates',
    'Preview the e-mails we send and send yourself test copies.',
    'email',
  ),
  '/welcome': page('Welcome', 'Your subscription is confirmed. Set your password and sign in.', 'welcome'),
} satisfies Record<string, PageMeta>;

export type SitePath = keyof typeof SITE_PAGES;

export const NOT_FOUND_PAGE: PageMeta = page(
  'Page Not Found',
  'The page you were looking for does not exist.',
);

export const SITE_PATHS = Object.keys(SITE_PAGES) as SitePath[];

export function pageMetaFor(pathname: string): PageMeta | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (SITE_PAGES as Record<string, PageMeta>)[normalized];
}
