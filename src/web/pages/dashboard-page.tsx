// /dashboard: the subscriber's home (spec section 2): header, then Overview, Subscription, Order History and Account.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { toast } from '../components/ui/toast-store';
import { profileRead, useProfile } from '../features/auth/api/get-profile';
import { useLogout } from '../features/auth/api/logout';
import { DashboardHeader } from '../features/dashboard/components/dashboard-header';
import { OrderHistory } from '../features/dashboard/components/order-history';
import { OverviewTab } from '../features/dashboard/components/overview-tab';
import { subscriptionRead } from '../features/dashboard/api/get-subscription';
import { forgetConfirmedChanges } from '../features/dashboard/confirmed-change';
import { ordersRead } from '../features/dashboard/api/get-orders';
import { pickupCodeRead, usePickupCode } from '../features/pickup/api/get-pickup-code';
import { PickupCodeCard } from '../features/pickup/pickup-code-card';
import { PanelSkeleton } from '../components/ui/load-states';
import { InstallOffer } from '../features/pwa/components/install-offer';
import { OfflineNotice } from '../features/pwa/components/offline-notice';
import { ApiError } from '../lib/api-client';
import { authStorage } from '../lib/auth-storage';
import { startFirstReads } from '../lib/first-reads';
import { useHydrated } from '../lib/hydration';

const SubscriptionPanel = lazy(() =>
  import('./dashboard-later-tabs').then((m) => ({ default: m.SubscriptionPanel })),
);
const AccountPanel = lazy(() => import('./dashboard-later-tabs').then((m) => ({ default: m.AccountPanel })));
// Its own chunk: the overview's first paint is the pickup code, not the ratings.
const LunchFeedbackPanel = lazy(() =>
  import('../features/feedback/components/lunch-feedback-panel').then((m) => ({
    default: m.LunchFeedbackPanel,
  })),
);

// The Overview's reads leave as this module loads, while the frame hydrates (lib/first-reads.ts).
startFirstReads([profileRead, subscriptionRead, pickupCodeRead, ordersRead]);

/** The Overview with the pickup code's card on top, held back with the plan until the code's read is in too. */
function Overview() {
  const pickup = usePickupCode();
  return (
    <OverviewTab
      pickupCode={{ card: <PickupCodeCard />, pending: pickup.isPending }}
      lunches={<LunchFeedbackPanel />}
    />
  );
}

const TABS = ['overview', 'subscription', 'orders', 'account'] as const;
const isTab = (value: string | null): value is (typeof TABS)[number] =>
  (TABS as readonly (string | null)[]).includes(value);

/** `frame`: the build's rendering and its hydration, which know no query string: the Overview. */
function Dashboard({ frame = false }: { frame?: boolean }) {
  const navigate = useNavigate();
  // E-mails link straight to a tab (?tab=orders after a refund, ?tab=subscription after a change).
  const [params] = useSearchParams();
  const [firstTab] = useState(() => {
    const asked = frame ? null : params.get('tab');
    return isTab(asked) ? asked : 'overview';
  });
  const signOut = useLogout();
  const profile = useProfile();

  function logout() {
    signOut();
    void navigate('/');
    toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
  }

  // The changes confirmed on this visit are not shown to whoever opens the dashboard next.
  useEffect(() => forgetConfirmedChanges, []);

  // A session the server no longer accepts (expired, revoked) means signing in again.
  const sessionEnded = profile.error instanceof ApiError && profile.error.status === 401;
  useEffect(() => {
    if (!sessionEnded) return;
    authStorage.clearToken();
    void navigate('/login', { replace: true });
  }, [sessionEnded, navigate]);

  return (
    <>
      <DashboardHeader name={profile.data?.name} onLogout={logout} />
      {/* At least a screen tall: the footer starts below the fold, and the cards filling in do not move it in view. */}
      <main id="main" className="mx-auto min-h-svh max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="mb-6 space-y-4 empty:hidden">
          <OfflineNotice />
        </div>
        <InstallOffer />
        <Tabs defaultValue={firstTab}>
          <TabsList aria-label="Dashboard sections" className="max-sm:grid max-sm:grid-cols-2">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="subscription">Subscription</TabsTrigger>
            <TabsTrigger value="orders">Order History</TabsTrigger>
            <TabsTrigger value="account">Account</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <Overview />
          </TabsContent>
          <TabsContent value="subscription">
            <Suspense fallback={<PanelSkeleton label="Loading your subscription..." lines={4} />}>
              <SubscriptionPanel email={profile.data?.email} />
            </Suspense>
          </TabsContent>
          <TabsContent value="orders">
            <OrderHistory />
          </TabsContent>
          <TabsContent value="account">
            <Suspense fallback={<PanelSkeleton label="Loading your account..." lines={4} />}>
              <AccountPanel
                profile={profile}
                onDeleted={() => {
                  signOut();
                  void navigate('/');
                }}
              />
            </Suspense>
          </TabsContent>
        </Tabs>
      </main>
    </>
  );
}

export function DashboardPage() {
  // Decided once on arrival: logging out from here clears the token and goes home, not to /login.
  const [hasToken] = useState(() => authStorage.getToken() !== null);
  // The build renders the page's frame (header, tabs, placeholders: nobody's data), painted before the script runs.
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const asked = params.get('tab');
  if (!hydrated) return <Dashboard key="frame" frame />;
  if (!hasToken) return <Navigate to="/login" replace />;
  // The hydrated frame goes on as the page (no second mount of the whole tree on a phone's first load); a ?tab= link
  // to another tab mounts it afresh, opened there.
  return <Dashboard key={isTab(asked) && asked !== 'overview' ? 'live' : 'frame'} />;
}
