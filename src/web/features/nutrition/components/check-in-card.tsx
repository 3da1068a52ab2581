// The weekly check-in: after 14 days of logs, a calorie target suggested from intake and weight trend, to accept or
// decline.
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useCheckIn } from '../api/get-check-in';
import { useDecideCheckIn } from '../api/decide-check-in';
import type { CheckIn, UnitSystem } from '../../../../contracts/nutrition';
import { kgToLb, weightUnit } from '../../../../domain/units';
import { useUnits } from '../api/get-preferences';
import { formatInt, formatOne } from '../lib/labels';
import { errorToast } from '../lib/mutation-toast';
import { Card, CardTitle, Pill } from './card';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-forest-50 px-4 py-3">
      <dt className="text-xs text-ink/65">{label}</dt>
      <dd className="mt-0.5 font-display text-xl font-semibold text-forest-950">{value}</dd>
    </div>
  );
}

/** The server's reason speaks kg, the API's unit; in US units the weight trend in it is said in lb. */
function reasonIn(c: CheckIn, units: UnitSystem): string {
  if (units !== 'us' || c.weightChangePerWeek === null) return c.reason;
  return c.reason.replace(
    `${c.weightChangePerWeek} kg a week`,
    `${formatOne(kgToLb(c.weightChangePerWeek))} lb a week`,
  );
}

export function CheckInCard() {
  const units = useUnits();
  const checkIn = useCheckIn();
  const decide = useDecideCheckIn();

  function answer(decision: 'accept' | 'decline') {
    decide.mutate(
      { decision },
      {
        onSuccess: ({ goals }) =>
          toast(
            decision === 'accept'
              ? {
                  title: 'Target Updated',
                  description: `Your calorie target is now ${formatInt(goals.targetCalories)} kcal.`,
                  variant: 'success',
                }
              : { title: 'Target Kept', description: 'We will check in again next week.' },
          ),
        onError: errorToast,
      },
    );
  }

  if (checkIn.isPending || checkIn.isError) return null;
  const c = checkIn.data;
  return (
    <Card labelledBy="check-in" className="lg:col-span-2">
      <CardTitle
        id="check-in"
        eyebrow="Weekly check-in"
        action={
          c.status === 'accepted' ? (
            <Pill>Accepted</Pill>
          ) : c.status === 'declined' ? (
            <Pill tone="saffron">Declined</Pill>
          ) : null
        }
      >
        {c.suggestedTarget !== null
          ? `Suggested: ${formatInt(c.suggestedTarget)} kcal a day`
          : 'Your Weekly Check-in'}
      </CardTitle>
      <p className="mt-2 max-w-2xl text-sm text-ink/75">{reasonIn(c, units)}</p>
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure
          label="Current target"
          value={c.currentTarget === null ? '–' : `${formatInt(c.currentTarget)} kcal`}
        />
        <Figure
          label="Estimated from your logs"
          value={
            c.estimatedExpenditure === null ? 'After 14 days' : `${formatInt(c.estimatedExpenditure)} kcal`
          }
        />
        <Figure
          label="From the formula"
          value={c.formulaExpenditure === null ? '–' : `${formatInt(c.formulaExpenditure)} kcal`}
        />
        <Figure
          label="Weight trend"
          value={
            c.weightChangePerWeek === null
              ? '–'
              : `${c.weightChangePerWeek > 0 ? '+' : ''}${formatOne(units === 'us' ? kgToLb(c.weightChangePerWeek) : c.weightChangePerWeek)} ${weightUnit(units)}/wk`
          }
        />
      </dl>
      {c.status === 'pending' && c.suggestedTarget !== null ? (
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => answer('accept')} disabled={decide.isPending}>
            Accept {formatInt(c.suggestedTarget)} kcal
          </Button>
          <Button variant="outline" onClick={() => answer('decline')} disabled={decide.isPending}>
            Keep my target
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
