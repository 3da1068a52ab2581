// The Goals tab (spec section 2): the targets (the subscriber's own marked), goal and activity with underscores as
// spaces, the personal details that exist, Update Goals, and the subscriber's own targets.
import { useState } from 'react';
import type { NutritionGoals } from '../../../../contracts/nutrition';
import { formatHeight, formatWeight } from '../../../../domain/units';
import { Button } from '../../../components/ui/button';
import { useUnits } from '../api/get-preferences';
import { formatOne, words } from '../lib/labels';
import { TARGETS, targetText } from '../lib/targets';
import { Card, CardTitle, Pill } from './card';
import { CheckInCard } from './check-in-card';
import { ExportCard } from './export-card';
import { OwnTargetsForm } from './own-targets-form';
import { UnitsSwitch } from './units-switch';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-forest-50 px-4 py-3">
      <dt className="text-xs font-semibold tracking-[0.1em] text-forest-900/70 uppercase">{label}</dt>
      <dd className="mt-1 font-semibold text-forest-950">{value}</dd>
    </div>
  );
}

function TargetsCard({ goals }: { goals: NutritionGoals }) {
  const [editing, setEditing] = useState(false);
  const own = new Set(goals.overridden);
  return (
    <Card labelledBy="goals-targets" className="lg:col-span-2">
      <CardTitle
        id="goals-targets"
        eyebrow="Every day"
        action={
          editing ? null : (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              Set my own targets
            </Button>
          )
        }
      >
        Your Daily Targets
      </CardTitle>
      {editing ? (
        <OwnTargetsForm goals={goals} onDone={() => setEditing(false)} />
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {TARGETS.map((info) => (
            <li key={info.key} className="rounded-2xl border border-forest-900/10 px-4 py-3.5">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-ink/70">{info.label}</span>
                {own.has(info.key) ? <Pill tone="saffron">Your own</Pill> : null}
              </div>
              <p className="mt-1 font-display text-xl font-semibold whitespace-nowrap text-forest-950 sm:text-2xl">
                {targetText(info, goals)}
              </p>
              {own.has(info.key) ? (
                <p className="mt-0.5 text-xs text-ink/60">Calculated {targetText(info, goals.computed)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Method goals={goals} />
    </Card>
  );
}

function Method({ goals }: { goals: NutritionGoals }) {
  const { method } = goals;
  return (
    <section aria-labelledby="goals-method" className="mt-6 border-t border-forest-900/10 pt-5">
      <h3 id="goals-method" className="text-xs font-semibold tracking-[0.12em] text-saffron-700 uppercase">
        How we calculated
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="flex justify-between gap-4">
          <dt className="text-ink/70">Resting energy (BMR)</dt>
          <dd className="font-semibold text-forest-950">{formatOne(method.bmr)} kcal</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink/70">Activity factor</dt>
          <dd className="font-semibold text-forest-950">× {method.activityFactor}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink/70">Maintenance</dt>
          <dd className="font-semibold text-forest-950">{formatOne(method.expenditure)} kcal</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink/70">For your goal</dt>
          <dd className="font-semibold text-forest-950">
            {method.adjustment > 0 ? '+' : ''}
            {formatOne(method.adjustment)} kcal
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs leading-relaxed text-ink/65">{method.summary}</p>
    </section>
  );
}

export function GoalsTab({
  goals,
  onUpdateGoals,
}: {
  goals: NutritionGoals | null;
  onUpdateGoals: () => void;
}) {
  const units = useUnits();
  if (!goals) {
    return (
      <Card labelledBy="goals-empty" className="py-12 text-center">
        <h2 id="goals-empty" className="font-display text-2xl font-semibold text-forest-950">
          No goals yet
        </h2>
        <p className="mx-auto mt-2 max-w-md text-ink/70">
          Your targets come from your body, your activity and what you are training for.
        </p>
        <Button variant="secondary" className="mt-6" onClick={onUpdateGoals}>
          Set Your Goals
        </Button>
      </Card>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
      <TargetsCard goals={goals} />
      <Card labelledBy="goals-profile">
        <CardTitle id="goals-profile" eyebrow="Your plan" action={<UnitsSwitch />}>
          Your Profile
        </CardTitle>
        <dl className="mt-5 grid grid-cols-2 gap-3">
          <Detail label="Goal" value={words(goals.goalType)} />
          <Detail label="Activity" value={words(goals.activityLevel)} />
          <Detail label="Current weight" value={formatWeight(goals.currentWeight, units)} />
          {goals.targetWeight !== null ? (
            <Detail label="Target weight" value={formatWeight(goals.targetWeight, units)} />
          ) : null}
          <Detail label="Height" value={formatHeight(goals.height, units)} />
          <Detail label="Age" value={String(goals.age)} />
        </dl>
        <Button variant="secondary" className="mt-6 w-full" onClick={onUpdateGoals}>
          Update Goals
        </Button>
      </Card>
      <CheckInCard />
      <ExportCard />
    </div>
  );
}
