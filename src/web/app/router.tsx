// Every route of the spec, each page in its own lazily loaded chunk.
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { BareLayout } from './bare-layout';

/** Public pages share the navigation bar and footer. */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../pages/landing-page').then((m) => ({ Component: m.LandingPage })) },
  {
    path: 'subscribe',
    lazy: () => import('../pages/subscribe-page').then((m) => ({ Component: m.SubscribePage })),
  },
  {
    path: 'subscribe-old',
    lazy: () => import('../pages/subscribe-old-page').then((m) => ({ Component: m.SubscribeOldPage })),
  },
  { path: 'login', lazy: () => import('../pages/login-page').then((m) => ({ Component: m.LoginPage })) },
  {
    path: 'forgot-password',
    lazy: () => import('../pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'reset-password',
    lazy: () => import('../pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: 'insights',
    lazy: () => import('../pages/insights-page').then((m) => ({ Component: m.InsightsPage })),
  },
  {
    path: 'nutrition',
    lazy: () => import('../pages/nutrition-page').then((m) => ({ Component: m.NutritionPage })),
  },
  {
    path: 'privacy',
    lazy: () => import('../pages/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
  },
  { path: 'terms', lazy: () => import('../pages/terms-page').then((m) => ({ Component: m.TermsPage })) },
  { path: 'refund', lazy: () => import('../pages/refund-page').then((m) => ({ Component: m.RefundPage })) },
  { path: 'faq', lazy: () => import('../pages/faq-page').then((m) => ({ Component: m.FaqPage })) },
  {
    path: 'waitlist',
    lazy: () => import('../pages/waitlist-page').then((m) => ({ Component: m.WaitlistPage })),
  },
  {
    path: 'email-preview',
    lazy: () => import('../pages/email-preview-page').then((m) => ({ Component: m.EmailPreviewPage })),
  },
  {
    path: 'welcome',
    lazy: () => import('../pages/welcome-page').then((m) => ({ Component: m.WelcomePage })),
  },
  { path: '*', lazy: () => import('../pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
];

/** Signed-in areas and hand-offs have their own headers. */
const bareRoutes: RouteObject[] = [
  {
    path: 'auth-success',
    lazy: () => import('../pages/auth-success-page').then((m) => ({ Component: m.AuthSuccessPage })),
  },
  {
    path: 'dashboard',
    lazy: () => import('../pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  { path: 'admin', lazy: () => import('../pages/admin-page').then((m) => ({ Component: m.AdminPage })) },
  {
    path: 'admin/login',
    lazy: () => import('../pages/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
  },
];

const router = createBrowserRouter([
  { path: '/', Component: RootLayout, children: publicRoutes },
  { path: '/', Component: BareLayout, children: bareRoutes },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
