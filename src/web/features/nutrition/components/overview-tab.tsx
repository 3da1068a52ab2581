// The Overview tab: today's progress and what is left, streak and grade, the top recommendations and the trends.
import type { NutritionGoals } from '../../../../contracts/nutrition';
import { LoadFailed, PanelSkeleton } from '../../../components/ui/load-states';
import { useArriving } from '../../../lib/arriving';
import { useShownDay } from '../api/log-queue';
import { HistorySection } from './history-section';
import { StreakCard } from './streak-card';
import { TodayProgress } from './today-progress';
import { TopRecommendations } from './top-recommendations';

export function OverviewTab({
  today,
  goals,
  onLog,
  onInsights,
}: {
  today: string;
  goals: NutritionGoals;
  onLog: () => void;
  onInsights: () => void;
}) {
  const day = useShownDay(today);
  // The cards below today's wait for it: drawn under its placeholder, they would move down when it fills in (a layout
  // shift on a phone, where they stack under it). Once it is in, React builds the four cards in the background
  // (lib/arriving.ts): built at once, they were the page's longest task after its first paint (75-80 ms of CPU).
  const arriving = useArriving(day.isPending);
  if (arriving) return <PanelSkeleton label="Loading today..." lines={6} />;
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
      {day.isError ? (
        <div className="lg:col-span-2">
          <LoadFailed
            message="We could not load today. Please try again."
            onRetry={() => void day.refetch()}
          />
        </div>
      ) : (
        <TodayProgress day={day.data} targets={goals} onLog={onLog} />
      )}
      <StreakCard />
      <TopRecommendations onViewAll={onInsights} />
      <HistorySection />
    </div>
  );
}
