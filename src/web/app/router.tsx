// Every route of the spec, each page in its own lazily loaded chunk (declarative routing keeps the first load small).
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { BareLayout } from './bare-layout';
import { RootLayout } from './root-layout';

function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const LandingPage = page(() => import('../pages/landing-page'), 'LandingPage');
const SubscribePage = page(() => import('../pages/subscribe-page'), 'SubscribePage');
const SubscribeOldPage = page(() => import('../pages/subscribe-old-page'), 'SubscribeOldPage');
const LoginPage = page(() => import('../pages/login-page'), 'LoginPage');
const ForgotPasswordPage = page(() => import('../pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../pages/reset-password-page'), 'ResetPasswordPage');
const InsightsPage = page(() => import('../pages/insights-page'), 'InsightsPage');
const NutritionPage = page(() => import('../pages/nutrition-page'), 'NutritionPage');
const PrivacyPage = page(() => import('../pages/privacy-page'), 'PrivacyPage');
const TermsPage = page(() => import('../pages/terms-page'), 'TermsPage');
const RefundPage = page(() => import('../pages/refund-page'), 'RefundPage');
const FaqPage = page(() => import('../pages/faq-page'), 'FaqPage');
const WaitlistPage = page(() => import('../pages/waitlist-page'), 'WaitlistPage');
const EmailPreviewPage = page(() => import('../pages/email-preview-page'), 'EmailPreviewPage');
const WelcomePage = page(() => import('../pages/welcome-page'), 'WelcomePage');
const NotFoundPage = page(() => import('../pages/not-found-page'), 'NotFoundPage');
const AuthSuccessPage = page(() => import('../pages/auth-success-page'), 'AuthSuccessPage');
const DashboardPage = page(() => import('../pages/dashboard-page'), 'DashboardPage');
const AdminPage = page(() => import('../pages/admin-page'), 'AdminPage');
const AdminLoginPage = page(() => import('../pages/admin-login-page'), 'AdminLoginPage');

/** Shown only while a page's chunk loads; keeps the layout from jumping. */
function PageLoading() {
  return <div className="min-h-screen" aria-busy="true" />;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {/* Public pages share the navigation bar and footer. */}
          <Route element={<RootLayout />}>
            <Route index element={<LandingPage />} />
            <Route path="subscribe" element={<SubscribePage />} />
            <Route path="subscribe-old" element={<SubscribeOldPage />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="insights" element={<InsightsPage />} />
            <Route path="nutrition" element={<NutritionPage />} />
            <Route path="privacy" element={<PrivacyPage />} />
            <Route path="terms" element={<TermsPage />} />
            <Route path="refund" element={<RefundPage />} />
            <Route path="faq" element={<FaqPage />} />
            <Route path="waitlist" element={<WaitlistPage />} />
            <Route path="email-preview" element={<EmailPreviewPage />} />
            <Route path="welcome" element={<WelcomePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          {/* Signed-in areas and the sign-in hand-off have their own headers. */}
          <Route element={<BareLayout />}>
            <Route path="auth-success" element={<AuthSuccessPage />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="admin" element={<AdminPage />} />
            <Route path="admin/login" element={<AdminLoginPage />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
