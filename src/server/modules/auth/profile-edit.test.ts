// PATCH /api/user/profile: a signed-in user changes their name, phone and address, and nothing else.
import { expect, onTestFinished, test } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { bearer, createUser, signIn } from './auth-test-support';
import { userRepository } from './user-repository';

async function signedIn() {
  const t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  onTestFinished(() => t.close());
  await createUser(t, {
    email: 'asha@example.com',
    password: 'saffron-lunchbox',
    name: 'Asha',
    phone: '(469) 555-0100',
    address: '1 Main St, Irving, TX 75039',
    username: 'asha',
  });
  const headers = bearer(await signIn(t, 'asha@example.com', 'saffron-lunchbox'));
  const edit = (payload: Record<string, unknown>, as: Record<string, string> = headers) =>
    t.app.inject({ method: 'PATCH', url: '/api/user/profile', headers: as, payload });
  const profile = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers })).json<
      Record<string, unknown>
    >();
  return { t, edit, profile };
}

test('the new name, phone and address are saved, trimmed, and answered as the profile', async () => {
  const { edit, profile } = await signedIn();
  const res = await edit({
    name: '  Asha Patel ',
    phone: '469.555.0199',
    address: '  500 W Las Colinas Blvd, Irving, TX 75039 ',
  });
  expect(res.statusCode, res.body).toBe(200);
  const expected = {
    name: 'Asha Patel',
    email: 'asha@example.com',
    username: 'asha',
    phone: '469.555.0199',
    address: '500 W Las Colinas Blvd, Irving, TX 75039',
  };
  expect(res.json()).toEqual(expected);
  expect(await profile()).toEqual(expected);
});

test('a blank phone or address removes it; one left out stays as it was', async () => {
  const { edit, profile } = await signedIn();
  expect((await edit({ name: 'Asha', phone: '' })).json()).toMatchObject({
    phone: null,
    address: '1 Main St, Irving, TX 75039',
  });
  expect((await edit({ name: 'Asha', address: '   ' })).statusCode).toBe(200);
  expect(await profile()).toMatchObject({ phone: null, address: null });
});

test('a missing name, a foreign phone and a long address answer 400 with a message for each field', async () => {
  const { edit, profile } = await signedIn();
  const res = await edit({ name: '   ', phone: '+44 20 7946 0958', address: 'x'.repeat(201) });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'VALIDATION',
    fields: {
      name: 'Please enter your name',
      phone: 'Please enter a US phone number, like (469) 555-0142',
      address: 'Your address must be 200 characters or fewer',
    },
  });
  expect((await edit({ name: 'A'.repeat(101) })).json()).toMatchObject({
    fields: { name: 'Your name must be 100 characters or fewer' },
  });
  expect(await profile()).toMatchObject({ name: 'Asha', phone: '(469) 555-0100' });
});

test('the e-mail, username and role cannot be changed this way', async () => {
  const { t, edit, profile } = await signedIn();
  for (const extra of [{ email: 'boss@example.com' }, { role: 'admin' }, { username: 'boss' }]) {
    const res = await edit({ name: 'Asha', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  }
  expect(await profile()).toMatchObject({ email: 'asha@example.com', username: 'asha', name: 'Asha' });
  expect((await userRepository(t.database.db).findByEmail('asha@example.com'))?.role).toBe('subscriber');
});

test('without a session the edit answers 401 and changes nothing', async () => {
  const { edit, profile } = await signedIn();
  const res = await edit({ name: 'Mallory' }, {});
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  expect(await profile()).toMatchObject({ name: 'Asha' });
});
