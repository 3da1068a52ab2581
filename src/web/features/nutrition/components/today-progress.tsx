// Today's progress (spec section 2): bars for calories, protein, carbs, fat, fiber and water, and what is left.
import type { DailyNutrition, Targets } from '../../../../contracts/nutrition';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatInt, formatOne } from '../lib/labels';
import { dayProgress, type Progress } from '../lib/progress';
import { Card, CardTitle } from './card';

const BAR_COLOURS: Record<Progress['key'], string> = {
  calories: 'bg-forest-700',
  protein: 'bg-saffron-500',
  carbs: 'bg-amber-300',
  fat: 'bg-rose-400',
  fiber: 'bg-lime-500',
  water: 'bg-sky-400',
};

const amount = (row: Progress, value: number) => (row.key === 'water' ? formatOne(value) : formatInt(value));

function Bar({ row }: { row: Progress }) {
  return (
    <li>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={`bar-${row.key}`} className="font-semibold text-forest-950">
          {row.label}
        </span>
        <span className="text-ink/70">
          <span className="font-semibold text-forest-950">{amount(row, row.consumed)}</span> /{' '}
          {amount(row, row.target)} {row.unit}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`bar-${row.key}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={row.percent}
        aria-valuetext={`${row.percent}% of ${amount(row, row.target)} ${row.unit}`}
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-forest-50"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-500', BAR_COLOURS[row.key])}
          style={{ width: `${row.percent}%` }}
        />
      </div>
    </li>
  );
}

function CalorieRing({ row }: { row: Progress }) {
  const circumference = 2 * Math.PI * 42;
  const over = row.left < 0;
  return (
    <div className="flex items-center gap-5">
      <div className="relative h-32 w-32 shrink-0">
        <svg viewBox="0 0 100 100" className="h-full w-full -rotate-90" aria-hidden="true">
          <circle cx="50" cy="50" r="42" fill="none" stroke="#e3efe8" strokeWidth="10" />
          <circle
            cx="50"
            cy="50"
            r="42"
            fill="none"
            stroke={over ? '#b42318' : '#1b6a4f'}
            strokeWidth="10"
            strokeLinecap="round"
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - row.percent / 100)}
            className="transition-[stroke-dashoffset] duration-700"
          />
        </svg>
        <span className="absolute inset-0 grid place-items-center text-center">
          <span>
            <span className="block font-display text-2xl font-semibold text-forest-950">{row.percent}%</span>
            <span className="block text-[11px] text-ink/60">of budget</span>
          </span>
        </span>
      </div>
      <div>
        <p className="font-display text-4xl font-semibold text-forest-950">{formatInt(Math.abs(row.left))}</p>
        <p className={cn('text-sm font-medium', over ? 'text-chili' : 'text-ink/70')}>
          {over ? 'kcal over today' : 'kcal left today'}
        </p>
        <p className="mt-1 text-xs text-ink/60">
          {formatInt(row.consumed)} eaten of {formatInt(row.target)} kcal
        </p>
      </div>
    </div>
  );
}

function leftText(row: Progress): string {
  if (row.left <= 0) return `${row.label} done`;
  return `${amount(row, row.left)} ${row.unit} ${row.label.toLowerCase()}`;
}

export function TodayProgress({
  day,
  targets,
  onLog,
}: {
  day: DailyNutrition | null;
  targets: Targets;
  onLog: () => void;
}) {
  const rows = dayProgress(day, targets);
  const [calories] = rows;
  return (
    <Card labelledBy="today-progress" className="lg:col-span-2">
      <CardTitle
        id="today-progress"
        eyebrow="Today"
        action={
          <Button size="sm" variant="outline" onClick={onLog}>
            Log Food
          </Button>
        }
      >
        Today&apos;s Progress
      </CardTitle>
      {day === null ? (
        <div className="mt-6 rounded-2xl border border-dashed border-forest-900/20 bg-forest-50/60 px-6 py-10 text-center">
          <p className="font-display text-xl font-semibold text-forest-950">Nothing logged today</p>
          <p className="mx-auto mt-1 max-w-sm text-sm text-ink/70">
            Log your lunch in one tap, search an Indian food or type in a meal, and your bars fill up here.
          </p>
          <Button variant="secondary" className="mt-5" onClick={onLog}>
            Start Logging
          </Button>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 md:grid-cols-[auto_1fr] md:items-center">
          <div>
            {calories ? <CalorieRing row={calories} /> : null}
            <p className="mt-5 text-xs font-semibold tracking-[0.1em] text-forest-900/70 uppercase">
              Still to go
            </p>
            <ul aria-label="What is left today" className="mt-2 flex max-w-xs flex-wrap gap-1.5">
              {rows.slice(1).map((row) => (
                <li
                  key={row.key}
                  className={cn(
                    'rounded-full px-2.5 py-1 text-xs font-medium',
                    row.left <= 0 ? 'bg-forest-100 text-forest-800' : 'bg-saffron-100 text-saffron-700',
                  )}
                >
                  {leftText(row)}
                </li>
              ))}
            </ul>
          </div>
          <ul aria-label="Today against your targets" className="space-y-4">
            {rows.map((row) => (
              <Bar key={row.key} row={row} />
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
