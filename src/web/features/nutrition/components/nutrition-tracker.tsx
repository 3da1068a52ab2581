// The tracker an entitled subscriber sees: the goal form until goals exist (or while updating them), then the spec's
// four tabs; calls to action switch tabs (spec sections 2 and 4). The page opens on the Overview: the other tabs and the
// goal form come in chunks of their own, asked for when a finger or pointer nears their tab (they are in the service
// worker's cache, so they open offline too). With them, the chunk that opens the page was 104 KB instead of 29 KB
// (minified), and react-hook-form came with it.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useArriving } from '../../../lib/arriving';
import { LoadFailed, PanelSkeleton } from '../../../components/ui/load-states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useGoals } from '../api/get-goals';
import { useLogQueueSync } from '../api/log-queue';
import { OverviewTab } from './overview-tab';
import { PendingBanner } from './pending-entry';

const loadLogTab = () => import('./log-tab');
const loadInsightsTab = () => import('./insights-tab');
const loadGoalsTab = () => import('./goals-tab');
const loadGoalForm = () => import('./goal-form');
const LogTab = lazy(() => loadLogTab().then((m) => ({ default: m.LogTab })));
const InsightsTab = lazy(() => loadInsightsTab().then((m) => ({ default: m.InsightsTab })));
const GoalsTab = lazy(() => loadGoalsTab().then((m) => ({ default: m.GoalsTab })));
const GoalForm = lazy(() => loadGoalForm().then((m) => ({ default: m.GoalForm })));
const TAB_CHUNKS: Record<TrackerTab, (() => Promise<unknown>) | undefined> = {
  overview: undefined,
  log: loadLogTab,
  insights: loadInsightsTab,
  goals: loadGoalsTab,
};

/** Starts loading a tab's chunk (a repeated ask is free: the module is loaded once; the Overview has none). */
function prefetch(tab: TrackerTab) {
  void TAB_CHUNKS[tab]?.().catch(() => undefined);
}

function Loading({ label, children }: { label: string; children: ReactNode }) {
  return <Suspense fallback={<PanelSkeleton label={label} lines={5} />}>{children}</Suspense>;
}

const TABS = ['overview', 'log', 'insights', 'goals'] as const;
export type TrackerTab = (typeof TABS)[number];
const isTab = (value: string): value is TrackerTab => (TABS as readonly string[]).includes(value);
const TAB_LABELS: Record<TrackerTab, string> = {
  overview: 'Overview',
  log: 'Log Food',
  insights: 'AI Insights',
  goals: 'Goals',
};

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
      <Loading label="Loading your goals...">
        <GoalForm
          goals={goals.data}
          onSaved={() => {
            setEditing(false);
            setTab('overview');
          }}
          onCancel={goals.data ? () => setEditing(false) : undefined}
        />
      </Loading>
    );
  }

  return (
    <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
      <PendingBanner />
      <TabsList aria-label="Nutrition tracker sections" className="max-sm:grid max-sm:grid-cols-2">
        {TABS.map((value) => (
          <TabsTrigger
            key={value}
            value={value}
            onPointerEnter={() => prefetch(value)}
            onPointerDown={() => prefetch(value)}
            onFocus={() => prefetch(value)}
          >
            {TAB_LABELS[value]}
          </TabsTrigger>
        ))}
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
        <Loading label="Loading the food log...">
          <LogTab today={today} />
        </Loading>
      </TabsContent>
      <TabsContent value="insights">
        <Loading label="Loading your insights...">
          <InsightsTab onLog={() => setTab('log')} />
        </Loading>
      </TabsContent>
      <TabsContent value="goals">
        <Loading label="Loading your goals...">
          <GoalsTab goals={goals.data} onUpdateGoals={() => setEditing(true)} />
        </Loading>
      </TabsContent>
    </Tabs>
  );
}
