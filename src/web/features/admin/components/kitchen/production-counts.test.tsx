import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { ProductionResponse } from '../../../../../contracts/admin';
import { fakeApi } from '../../../../testing/fake-api';
import { renderInApp } from '../../../../testing/render-in-app';
import { ProductionCounts } from './production-counts';

const day = (date: string, weekday: string, meals: number) => ({
  date,
  weekday,
  meals,
  dishes: [{ name: 'Tandoori chicken', count: meals }],
  fridaySpecial: null,
});

test('a week with one subscriber counts one subscriber and one lunch a day', async () => {
  const week: ProductionResponse = {
    weekStartDate: '2026-11-30',
    days: [day('2026-11-30', 'Monday', 1), day('2026-12-01', 'Tuesday', 2)],
    subscribers: 1,
    skipped: 0,
    paused: 0,
  };
  fakeApi({ 'GET /api/admin/production': { body: week } });
  renderInApp(<ProductionCounts />, { route: '/admin/production' });

  expect(await screen.findByText(/1 subscriber cooked for;/)).toBeVisible();
  const days = within(screen.getByRole('list', { name: 'Days' }));
  // Monday's one lunch and Tuesday's two, each number beside its word.
  expect(days.getByText('lunch').parentElement).toHaveTextContent(/^1lunch$/);
  expect(days.getByText('lunches').parentElement).toHaveTextContent(/^2lunches$/);
});
