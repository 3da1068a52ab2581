// The progress charts (calories against target, macros, water, weight trend) with Recharts; loaded lazily, so only
// /nutrition downloads the charting code.
import {
  Area,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReactElement } from 'react';
import type { HistoryResponse } from '../../../../contracts/nutrition';
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

function ChartCard({ title, summary, children }: { title: string; summary: string; children: ReactElement }) {
  return (
    <figure className="rounded-2xl border border-forest-900/10 p-4">
      <figcaption>
        <span className="block text-sm font-semibold text-forest-950">{title}</span>
        <span className="block text-xs text-ink/60">{summary}</span>
      </figcaption>
      <div className="mt-3 h-52" role="img" aria-label={`${title}: ${summary}`}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export function ProgressCharts({ history }: { history: HistoryResponse }) {
  const points = history.points.map((p) => ({ ...p, label: shortDate(p.date) }));
  const interval = points.length > 30 ? 13 : points.length > 7 ? 4 : 0;
  const target = history.targets;
  const averages = history.averages;
  const weights = points.filter((p) => p.weight !== null || p.weightTrend !== null);
  const trend = history.weightTrendPerWeek;

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ChartCard
        title="Calories against target"
        summary={
          averages
            ? `Average ${formatInt(averages.calories)} kcal over ${averages.loggedDays} logged days${target ? ` · target ${formatInt(target.targetCalories)}` : ''}`
            : 'No days logged in this window'
        }
      >
        <ComposedChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke={COLOURS.grid} />
          <XAxis dataKey="label" tick={axis} interval={interval} tickLine={false} axisLine={false} />
          <YAxis tick={axis} tickLine={false} axisLine={false} width={52} />
          <Tooltip formatter={(value) => `${formatInt(Number(value))} kcal`} />
          <Bar dataKey="calories" name="Eaten" fill={COLOURS.forest} radius={[4, 4, 0, 0]} />
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
      >
        <BarChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: -16 }}>
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
      >
        <BarChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: -16 }}>
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
              : `${trend > 0 ? '+' : ''}${formatOne(trend)} kg a week`
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
          <Tooltip formatter={(value) => `${formatOne(Number(value))} kg`} />
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
