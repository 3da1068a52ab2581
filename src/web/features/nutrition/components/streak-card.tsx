// Streaks (current and longest, a freeze a week), achievements at 1 to 100 days, and today's and this week's grade.
import { cn } from '../../../lib/cn';
import { useStreaks } from '../api/get-streaks';
import { Card, CardTitle } from './card';

const GRADE_TONES: Record<string, string> = {
  A: 'bg-forest-800 text-cream',
  B: 'bg-forest-100 text-forest-900',
  C: 'bg-saffron-100 text-saffron-700',
  D: 'bg-orange-100 text-orange-800',
  F: 'bg-red-100 text-red-800',
};

function GradeBadge({
  label,
  grade,
}: {
  label: string;
  grade: { grade: string; score: number; inProgress: boolean } | null;
}) {
  return (
    <div
      className="flex items-center gap-3"
      title={
        grade?.inProgress ? 'Graded against the part of the day that has passed; final at 8 PM' : undefined
      }
    >
      <span
        className={cn(
          'grid h-12 w-12 place-items-center rounded-2xl font-display text-2xl font-bold',
          grade ? GRADE_TONES[grade.grade] : 'bg-stone-100 text-stone-600',
        )}
      >
        {grade?.grade ?? '–'}
      </span>
      <span>
        <span className="block text-sm font-semibold text-forest-950">{label}</span>
        <span className="block text-xs text-ink/70">
          {grade ? (grade.inProgress ? `${grade.score} so far` : `${grade.score} of 100`) : 'Not graded yet'}
        </span>
      </span>
    </div>
  );
}

export function StreakCard() {
  const streaks = useStreaks();
  if (streaks.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading your streak..."
        className="min-h-64 rounded-3xl bg-white motion-safe:animate-pulse"
      />
    );
  }
  if (streaks.isError) return null;
  const s = streaks.data;
  return (
    <Card labelledBy="streak-card">
      <CardTitle id="streak-card" eyebrow="Consistency">
        Streak &amp; Grade
      </CardTitle>
      <div className="mt-5 flex items-end gap-4">
        <p className="font-display text-5xl leading-none font-semibold text-forest-950">
          {s.currentStreak}
          <span className="ml-1.5 text-base font-medium text-ink/70">
            {s.currentStreak === 1 ? 'day' : 'days'}
          </span>
        </p>
        <p className="pb-1 text-xs text-ink/70">
          Longest {s.longestStreak} · {s.freezeAvailable ? 'Freeze ready this week' : 'Freeze used this week'}
        </p>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <GradeBadge label="Today" grade={s.todayGrade} />
        <GradeBadge label="This week" grade={s.weekGrade} />
      </div>
      <p className="mt-6 text-xs font-semibold tracking-[0.1em] text-forest-900/70 uppercase">Achievements</p>
      <ul aria-label="Achievements" className="mt-2 flex flex-wrap gap-1.5">
        {s.achievements.map((a) => (
          <li
            key={a.days}
            title={a.title}
            aria-label={`${a.title}: ${a.achieved ? 'earned' : 'not yet'}`}
            className={cn(
              'grid h-10 min-w-10 place-items-center rounded-full px-2 text-xs font-bold',
              a.achieved ? 'bg-saffron-500 text-forest-950 shadow-sm' : 'bg-stone-100 text-stone-600',
            )}
          >
            {a.days}d
          </li>
        ))}
      </ul>
    </Card>
  );
}
