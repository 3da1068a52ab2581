// The tracker an entitled subscriber sees: the goal form until goals exist (or while updating them), then the spec's
// four tabs; calls to action switch tabs (spec sections 2 and 4).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useArriving } from '../../../lib/arriving';
import { LoadFailed, PanelSkeleton } from '../../../components/ui/load-states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useGoals } from '../api/get-goals';
import { useLogQueueSync } from '../api/log-queue';
import { CheckInCard } from './check-in-card';
import { ExportCard } from './export-card';
import { GoalForm } from './goal-form';
import { GoalsTab } from './goals-tab';
import { InsightsTab } from './insights-tab';
import { LogTab } from './log-tab';
import { OverviewTab } from './overview-tab';
import { PendingBanner } from './pending-entry';

const TABS = ['overview', 'log', 'insights', 'goals'] as const;
export type TrackerTab = (typeof TABS)[number];
const isTab = (value: string): value is TrackerTab => (TABS as readonly string[]).includes(value);

export const GOALS_LOAD_FAILED_MESSAGE = 'We could not load your goals. Please try again.';

export function NutritionTracker({ today }: { today: string }) {
  const goals = useGoals();
  const [editing, setEditing] = useState(false);
  // A link (the installed app's "Log food" shortcut) may open a tab: /nutrition?tab=log.
  const [params] = useSearchParams();
  const [tab, setTab] = useState<TrackerTab>(() => {
    const asked = params.get('tab') ?? '';
    return isTab(asked) ? asked : 'overview';
  });
  // The four tabs are the page's largest render: built in the background once the goals are in (lib/arriving.ts).
  const arriving = useArriving(goals.isPending);
  useLogQueueSync();

  if (arriving) return <PanelSkeleton label="Loading your goals..." lines={5} />;
  if (goals.isError)
    return <LoadFailed message={GOALS_LOAD_FAILED_MESSAGE} onRetry={() => void goals.refetch()} />;

  if (!goals.data || editing) {
    return (
      <GoalForm
        goals={goals.data}
        onSaved={() => {
          setEditing(false);
          setTab('overview');
        }}
        onCancel={goals.data ? () => setEditing(false) : undefined}
      />
    );
  }

  return (
    <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
      <PendingBanner />
      <TabsList aria-label="Nutrition tracker sections" className="max-sm:grid max-sm:grid-cols-2">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="log">Log Food</TabsTrigger>
        <TabsTrigger value="insights">AI Insights</TabsTrigger>
        <TabsTrigger value="goals">Goals</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab
          today={today}
          goals={goals.data}
          onLog={() => setTab('log')}
          onInsights={() => setTab('insights')}
        />
      </TabsContent>
      <TabsContent value="log">
        <LogTab today={today} />
      </TabsContent>
      <TabsContent value="insights">
        <InsightsTab onLog={() => setTab('log')} />
      </TabsContent>
      <TabsContent value="goals">
        <GoalsTab goals={goals.data} onUpdateGoals={() => setEditing(true)}>
          <CheckInCard />
          <ExportCard />
        </GoalsTab>
      </TabsContent>
    </Tabs>
  );
}
