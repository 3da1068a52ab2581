// The progress charts (calories against target, macros, water, weight trend) with Recharts; loaded lazily, so only
// /nutrition downloads the charting code.
import {
  Area,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReactElement } from 'react';
import type { HistoryResponse, UnitSystem } from '../../../../contracts/nutrition';
import { kgToLb, weightUnit } from '../../../../domain/units';
import { shortDate } from '../lib/days';
import { formatInt, formatOne } from '../lib/labels';

const COLOURS = {
  forest: '#1b6a4f',
  forestLight: '#e3efe8',
  saffron: '#e8971b',
  amber: '#fcd34d',
  rose: '#fb7185',
  sky: '#38bdf8',
  ink: '#1c1917',
  grid: '#eef3ef',
};

const axis = { fontSize: 11, fill: '#57534e' };

/** A chart with its title and summary; with nothing to draw, a quiet note in its place instead of empty axes. */
function ChartCard({
  title,
  summary,
  empty,
  children,
}: {
  title: string;
  summary: string;
  /** What to say when there is nothing to draw. */
  empty?: string | undefined;
  children: ReactElement;
}) {
  return (
    <figure className="rounded-2xl border border-forest-900/10 p-4">
      <figcaption>
        <span className="block text-sm font-semibold text-forest-950">{title}</span>
        <span className="block text-xs text-ink/60">{summary}</span>
      </figcaption>
      {empty ? (
        <div className="mt-3 grid h-52 place-items-center rounded-xl border border-dashed border-forest-900/15 bg-forest-50/50 px-6 text-center text-sm text-ink/60">
          {empty}
        </div>
      ) : (
        <div className="mt-3 h-52" role="img" aria-label={`${title}: ${summary}`}>
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}

export function ProgressCharts({
  history,
  units,
  today,
}: {
  history: HistoryResponse;
  units: UnitSystem;
  today: string;
}) {
  const toUnit = (kg: number | null) => (kg === null ? null : units === 'us' ? kgToLb(kg) : kg);
  const unit = weightUnit(units);
  // A day with nothing logged is a gap, not a day of zero; today is drawn lighter, as it is not over.
  const points = history.points.map((p) => ({
    ...p,
    label: shortDate(p.date),
    calories: p.logged ? p.calories : null,
    protein: p.logged ? p.protein : null,
    carbs: p.logged ? p.carbs : null,
    fat: p.logged ? p.fat : null,
    water: p.logged ? p.water : null,
    weight: toUnit(p.weight),
    weightTrend: toUnit(p.weightTrend),
  }));
  const interval = points.length > 30 ? 13 : points.length > 7 ? 4 : 0;
  const target = history.targets;
  const averages = history.averages;
  const weights = points.filter((p) => p.weight !== null || p.weightTrend !== null);
  const trend = history.weightTrendPerWeek;
  const noLogs = averages ? undefined : 'Nothing logged in these days yet. Your charts fill in as you log.';
  const barColour = (date: string, colour: string) => (date === today ? `${colour}80` : colour);

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ChartCard
        title="Calories against target"
        summary={
          averages
            ? `Average ${formatInt(averages.calories)} kcal over ${averages.loggedDays} logged ${averages.loggedDays === 1 ? 'day' : 'days'}${target ? ` · target ${formatInt(target.targetCalories)}` : ''}`
            : 'No days logged in this window'
        }
        empty={noLogs}
      >
        <ComposedChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke={COLOURS.grid} />
          <XAxis dataKey="label" tick={axis} interval={interval} tickLine={false} axisLine={false} />
          <YAxis tick={axis} tickLine={false} axisLine={false} width={52} />
          <Tooltip formatter={(value) => `${formatInt(Number(value))} kcal`} />
          <Bar dataKey="calories" name="Eaten" fill={COLOURS.forest} radius={[4, 4, 0, 0]} maxBarSize={28}>
            {points.map((p) => (
              <Cell key={p.date} fill={barColour(p.date, COLOURS.forest)} />
            ))}
          </Bar>
          <Line
            type="monotone"
            dataKey="budgetCalories"
            name="Budget"
            stroke={COLOURS.saffron}
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </ChartCard>

      <ChartCard
        title="Macros"
        summary={
          averages
            ? `Average P ${formatInt(averages.protein)} g · C ${formatInt(averages.carbs)} g · F ${formatInt(averages.fat)} g`
            : 'No days logged in this window'
        }
        empty={noLogs}
      >
        <BarChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: -16 }} maxBarSize={28}>
          <CartesianGrid vertical={false} stroke={COLOURS.grid} />
          <XAxis dataKey="label" tick={axis} interval={interval} tickLine={false} axisLine={false} />
          <YAxis tick={axis} tickLine={false} axisLine={false} width={52} />
          <Tooltip formatter={(value) => `${formatOne(Number(value))} g`} />
          <Bar dataKey="protein" name="Protein" stackId="m" fill={COLOURS.saffron} />
          <Bar dataKey="carbs" name="Carbs" stackId="m" fill={COLOURS.amber} />
          <Bar dataKey="fat" name="Fat" stackId="m" fill={COLOURS.rose} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartCard>

      <ChartCard
        title="Water"
        summary={
          averages
            ? `Average ${formatOne(averages.water)} L${target ? ` · target ${formatOne(target.targetWater)} L` : ''}`
            : 'No days logged in this window'
        }
        empty={noLogs}
      >
        <BarChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: -16 }} maxBarSize={28}>
          <CartesianGrid vertical={false} stroke={COLOURS.grid} />
          <XAxis dataKey="label" tick={axis} interval={interval} tickLine={false} axisLine={false} />
          <YAxis tick={axis} tickLine={false} axisLine={false} width={52} />
          <Tooltip formatter={(value) => `${formatOne(Number(value))} L`} />
          <Bar dataKey="water" name="Water" fill={COLOURS.sky} radius={[4, 4, 0, 0]} />
          {target ? (
            <ReferenceLine y={target.targetWater} stroke={COLOURS.forest} strokeDasharray="4 4" />
          ) : null}
        </BarChart>
      </ChartCard>

      <ChartCard
        title="Weight trend"
        summary={
          weights.length === 0
            ? 'No weigh-ins in this window'
            : trend === null
              ? 'Weigh in again to see a trend'
              : `${trend > 0 ? '+' : ''}${formatOne(units === 'us' ? kgToLb(trend) : trend)} ${unit} a week`
        }
        empty={
          weights.length === 0
            ? 'No weigh-ins in these days. Log your weight on the Log Food tab.'
            : undefined
        }
      >
        <ComposedChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke={COLOURS.grid} />
          <XAxis dataKey="label" tick={axis} interval={interval} tickLine={false} axisLine={false} />
          <YAxis
            tick={axis}
            tickLine={false}
            axisLine={false}
            width={52}
            domain={[(min: number) => Math.floor(min - 1), (max: number) => Math.ceil(max + 1)]}
            allowDecimals={false}
          />
          <Tooltip formatter={(value) => `${formatOne(Number(value))} ${unit}`} />
          <Area
            type="monotone"
            dataKey="weightTrend"
            name="Trend"
            stroke={COLOURS.forest}
            fill={COLOURS.forestLight}
            strokeWidth={2}
            connectNulls
          />
          <Line
            dataKey="weight"
            name="Weighed"
            stroke="none"
            dot={{ r: 3, fill: COLOURS.ink }}
            isAnimationActive={false}
            connectNulls={false}
          />
        </ComposedChart>
      </ChartCard>
    </div>
  );
}
