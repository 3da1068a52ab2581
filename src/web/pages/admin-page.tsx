// /admin: the back office's dashboard (spec sections 2, 4 and 6): seven stat cards and the four tabs.
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { EmailTab } from '../features/admin/components/dashboard/email-tab';
import { NewsletterTab } from '../features/admin/components/dashboard/newsletter-tab';
import { SettingsTab } from '../features/admin/components/dashboard/settings-tab';
import { StatCards } from '../features/admin/components/dashboard/stat-cards';
import { SubscribersTab } from '../features/admin/components/dashboard/subscribers-tab';
import { AdminCasesTab } from '../features/feedback/components/admin-cases-tab';
import { AdminRatingsTab, LowestRatedCard } from '../features/feedback/components/admin-ratings';
import { AdminShell } from './admin-shell';

export function AdminPage() {
  return (
    <AdminShell title="Admin Dashboard">
      <StatCards />
      <LowestRatedCard />
      <Tabs defaultValue="subscribers" className="mt-6">
        <TabsList aria-label="Admin sections" className="max-sm:grid max-sm:grid-cols-2">
          <TabsTrigger value="subscribers">Subscribers</TabsTrigger>
          <TabsTrigger value="emails">Email Management</TabsTrigger>
          <TabsTrigger value="newsletter">Newsletter</TabsTrigger>
          <TabsTrigger value="cases">Cases</TabsTrigger>
          <TabsTrigger value="ratings">Ratings</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="subscribers">
          <SubscribersTab />
        </TabsContent>
        <TabsContent value="emails">
          <EmailTab />
        </TabsContent>
        <TabsContent value="newsletter">
          <NewsletterTab />
        </TabsContent>
        <TabsContent value="cases">
          <AdminCasesTab />
        </TabsContent>
        <TabsContent value="ratings">
          <AdminRatingsTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </AdminShell>
  );
}
