import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { expect, test } from 'vitest';
import type { PlanType } from '../../../../domain/plans';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { PlanPicker } from './plan-picker';

function Picker() {
  const { register, watch } = useForm<{ planType: PlanType }>({ defaultValues: { planType: 'weekly' } });
  return <PlanPicker registration={register('planType')} selected={watch('planType')} promoCode="" />;
}

const plans = (weekly: number, inclusive: boolean) => ({
  body: {
    plans: [
      { planType: 'weekly', priceCents: weekly },
      { planType: 'monthly', priceCents: 27000 },
    ],
    salesTax: { rateBasisPoints: 825, inclusive },
  },
});

test('the plan cards show the owner’s prices now and, with tax on top, say "plus 8.25 % sales tax" under each', async () => {
  fakeApi({ 'GET /api/plans': plans(8000, false) });
  renderInApp(<Picker />, { route: '/subscribe' });
  expect(await screen.findByText('$80')).toBeVisible();
  const notes = screen.getAllByText('plus 8.25 % sales tax');
  expect(notes.map((note) => note.closest('label')?.querySelector('input')?.value)).toEqual([
    'weekly',
    'monthly',
  ]);
  expect(screen.getByText('$270')).toBeVisible();
});

test('with prices including tax the cards name no tax', async () => {
  fakeApi({ 'GET /api/plans': plans(7500, true) });
  renderInApp(<Picker />, { route: '/subscribe' });
  expect(await screen.findByText('$75')).toBeVisible();
  expect(screen.queryByText(/sales tax/)).toBeNull();
});
