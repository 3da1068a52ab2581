import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInApp } from '../../../testing/render-in-app';
import { SubscriptionForm } from './subscription-form';

test('a waitlist invitation’s link fills in the invited address', async () => {
  renderInApp(<SubscriptionForm phase="inviteOnly" promoCode="" />, {
    route: '/subscribe?email=priya%40example.com',
  });
  expect(await screen.findByDisplayValue('priya@example.com')).toBeVisible();
  expect(screen.getByLabelText('Email')).toHaveValue('priya@example.com');
});

test('without an address, or with one that is not an address, the e-mail field starts empty', () => {
  renderInApp(<SubscriptionForm phase="inviteOnly" promoCode="" />, {
    route: '/subscribe?email=%3Cscript%3E',
  });
  expect(screen.getByLabelText('Email')).toHaveValue('');
});
