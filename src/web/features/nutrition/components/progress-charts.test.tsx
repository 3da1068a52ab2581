// The charts at their edges: nothing logged yet, one day, gaps, 90 days, and one weigh-in or none.
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { HistoryDay, HistoryResponse } from '../../../../contracts/nutrition';
import { addDays, localDate } from '../../../../domain/calendar';
import { ProgressCharts } from './progress-charts';

const TODAY = '2026-11-22';

function historyOf(days: number, day: (i: number) => Partial<HistoryDay> | null): HistoryResponse {
  const points: HistoryDay[] = Array.from({ length: days }, (_, i) => {
    const logged = day(i);
    return {
      date: addDays(localDate(TODAY), i - days + 1),
      logged: logged !== null,
      calories: 0,
      targetCalories: 2200,
      budgetCalories: 2200,
      protein: 0,
      carbs: 0,
      fat: 0,
      fiber: 0,
      water: 0,
      exerciseCalories: 0,
      weight: null,
      weightTrend: null,
      grade: null,
      ...logged,
    };
  });
  const logged = points.filter((p) => p.logged);
  const mean = (pick: (p: HistoryDay) => number) =>
    logged.reduce((sum, p) => sum + pick(p), 0) / Math.max(1, logged.length);
  return {
    days,
    from: points[0]?.date ?? TODAY,
    to: TODAY,
    targets: null,
    points,
    averages:
      logged.length === 0
        ? null
        : {
            calories: Math.round(mean((p) => p.calories)),
            protein: mean((p) => p.protein),
            carbs: mean((p) => p.carbs),
            fat: mean((p) => p.fat),
            fiber: mean((p) => p.fiber),
            water: mean((p) => p.water),
            loggedDays: logged.length,
          },
    weightTrendPerWeek: null,
  };
}

const charts = () => screen.queryAllByRole('img');

test('with nothing logged yet each chart says so instead of drawing empty axes', () => {
  render(<ProgressCharts history={historyOf(30, () => null)} units="us" today={TODAY} />);
  expect(charts()).toHaveLength(0);
  expect(
    screen.getAllByText('Nothing logged in these days yet. Your charts fill in as you log.'),
  ).toHaveLength(3);
  expect(screen.getByText('No weigh-ins in these days. Log your weight on the Log Food tab.')).toBeVisible();
});

test('one logged day and one weigh-in draw their charts and say what they are', () => {
  render(
    <ProgressCharts
      history={historyOf(7, (i) => (i === 6 ? { calories: 1850, protein: 90, water: 2, weight: 80 } : null))}
      units="us"
      today={TODAY}
    />,
  );
  expect(screen.getByText('Average 1,850 kcal over 1 logged day')).toBeVisible();
  expect(screen.getByText('Weigh in again to see a trend')).toBeVisible();
  expect(charts()).toHaveLength(4);
});

test('90 days with a logged day in three draw all four charts, the weight trend in the chosen units', () => {
  const history = {
    ...historyOf(90, (i) =>
      i % 3 === 0 ? { calories: 2000 + i, weight: 80 - i * 0.02, weightTrend: 80 - i * 0.02 } : null,
    ),
    weightTrendPerWeek: -0.14,
  };
  const { rerender } = render(<ProgressCharts history={history} units="us" today={TODAY} />);
  expect(screen.getByText('Average 2,044 kcal over 30 logged days')).toBeVisible();
  expect(screen.getByText('-0.3 lb a week')).toBeVisible();
  expect(charts()).toHaveLength(4);
  rerender(<ProgressCharts history={history} units="metric" today={TODAY} />);
  expect(screen.getByText('-0.1 kg a week')).toBeVisible();
});
