// /dashboard: the subscriber's home (spec section 2): header, four tabs, the Account tab from GET /api/user/profile.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { toast } from '../components/ui/toast-store';
import { useProfile } from '../features/auth/api/get-profile';
import { revokeCurrentSession } from '../features/auth/api/logout';
import { AccountDetails } from '../features/auth/components/account-details';
import { CurrentPlanCard } from '../features/dashboard/components/current-plan-card';
import { DashboardHeader } from '../features/dashboard/components/dashboard-header';
import { TabPlaceholder } from '../features/dashboard/components/tab-placeholder';
import { ApiError } from '../lib/api-client';
import { authStorage } from '../lib/auth-storage';

function AccountTab({ profile }: { profile: ReturnType<typeof useProfile> }) {
  if (profile.isPending)
    return (
      <p className="text-ink/70" aria-busy="true">
        Loading your account...
      </p>
    );
  if (profile.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 font-medium text-chili">
        Failed to fetch user data
      </p>
    );
  }
  return <AccountDetails profile={profile.data} />;
}

function Dashboard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile();

  function logout() {
    revokeCurrentSession();
    authStorage.clearToken();
    queryClient.removeQueries({ queryKey: ['user'] });
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
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <Tabs defaultValue="overview">
          <TabsList aria-label="Dashboard sections">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="subscription">Subscription</TabsTrigger>
            <TabsTrigger value="orders">Order History</TabsTrigger>
            <TabsTrigger value="account">Account</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <CurrentPlanCard />
          </TabsContent>
          <TabsContent value="subscription">
            <TabPlaceholder title="Subscription">
              Your plan, billing schedule and payment status will appear here.
            </TabPlaceholder>
          </TabsContent>
          <TabsContent value="orders">
            <TabPlaceholder title="Order History">
              No orders yet. Start your subscription to see your order history here.
            </TabPlaceholder>
          </TabsContent>
          <TabsContent value="account">
            <AccountTab profile={profile} />
          </TabsContent>
        </Tabs>
      </main>
    </>
  );
}

export function DashboardPage() {
  // Decided once on arrival: logging out from here clears the token and goes home, not to /login.
  const [hasToken] = useState(() => authStorage.getToken() !== null);
  return hasToken ? <Dashboard /> : <Navigate to="/login" replace />;
}
