// /dashboard: the subscriber's home (spec section 2): header, then Overview, Subscription, Order History and Account.
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { toast } from '../components/ui/toast-store';
import { useProfile } from '../features/auth/api/get-profile';
import { useLogout } from '../features/auth/api/logout';
import { SignedInSessions } from '../features/account/components/signed-in-sessions';
import { YourDataCard } from '../features/account/components/your-data-card';
import { AccountDetails } from '../features/auth/components/account-details';
import { TwoFactorPanel } from '../features/auth/components/two-factor-panel';
import { CardEntryForm } from '../features/checkout/components/card-entry-form';
import { DashboardHeader } from '../features/dashboard/components/dashboard-header';
import { OrderHistory } from '../features/dashboard/components/order-history';
import { OverviewTab } from '../features/dashboard/components/overview-tab';
import { LoadFailed, PanelSkeleton } from '../components/ui/load-states';
import { InstallOffer } from '../features/pwa/components/install-offer';
import { OfflineNotice } from '../features/pwa/components/offline-notice';
import { SubscriptionTab } from '../features/dashboard/components/subscription-tab';
import { ApiError } from '../lib/api-client';
import { authStorage } from '../lib/auth-storage';
import { useHydrated } from '../lib/hydration';

function AccountTab({
  profile,
  onDeleted,
}: {
  profile: ReturnType<typeof useProfile>;
  onDeleted: () => void;
}) {
  if (profile.isPending) return <PanelSkeleton label="Loading your account..." lines={4} />;
  if (profile.isError)
    return <LoadFailed message="Failed to fetch user data" onRetry={() => void profile.refetch()} />;
  return (
    <div className="grid gap-6">
      <AccountDetails profile={profile.data} />
      <SignedInSessions />
      <TwoFactorPanel />
      <YourDataCard onDeleted={onDeleted} />
    </div>
  );
}

const TABS = ['overview', 'subscription', 'orders', 'account'] as const;
const isTab = (value: string | null): value is (typeof TABS)[number] =>
  (TABS as readonly (string | null)[]).includes(value);

function Dashboard() {
  const navigate = useNavigate();
  // E-mails link straight to a tab (?tab=orders after a refund, ?tab=subscription after a change).
  const [params] = useSearchParams();
  const [firstTab] = useState(() => {
    const asked = params.get('tab');
    return isTab(asked) ? asked : 'overview';
  });
  const signOut = useLogout();
  const profile = useProfile();

  function logout() {
    signOut();
    void navigate('/');
    toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
  }

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
            <OverviewTab />
          </TabsContent>
          <TabsContent value="subscription">
            <SubscriptionTab CardForm={CardEntryForm} email={profile.data?.email} />
          </TabsContent>
          <TabsContent value="orders">
            <OrderHistory />
          </TabsContent>
          <TabsContent value="account">
            <AccountTab
              profile={profile}
              onDeleted={() => {
                signOut();
                void navigate('/');
              }}
            />
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
  if (!hydrated) return <Dashboard />;
  return hasToken ? <Dashboard /> : <Navigate to="/login" replace />;
}
