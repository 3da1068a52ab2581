import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import type { PickupCheckInResponse, PickupRosterResponse } from '../../../contracts/admin';
import type { AuditLogEntry } from '../../../contracts/admin';
import type { TeamMember } from '../../../contracts/team';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testAuthConfig } from '../auth/auth-config';
import { bearer, createUser, signIn } from '../auth/auth-test-support';
import { testMailConfig } from '../email/mail-config';
import { insertPaidPeriod, insertSubscriber, signInAdmin } from './admin-test-support';

const SERVER_OWNER = { email: 'founder@example.com', password: 'cumin-founder-passphrase' };

let smtp: SmtpTestServer;
let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  // Friday 20 November 2026, 12:30 PM in Irving: Asha collects today.
  t = await createTestApp({
    now: new Date('2026-11-20T18:30:00Z'),
    config: {
      mail: { ...testMailConfig, smtpUrl: smtp.url },
      auth: { ...testAuthConfig, admin: SERVER_OWNER },
    },
  });
  owner = await signInAdmin(t);
  const asha = await insertSubscriber(t, {
    email: 'asha@example.com',
    name: 'Asha Rao',
    status: 'active',
    dietaryRestrictions: 'No onions please',
    password: 'saffron-lunchbox',
  });
  await insertPaidPeriod(t, {
    ...asha,
    weekStartDate: '2026-11-16',
    amountCents: 7500,
    paidAt: new Date('2026-11-13T18:00:00Z'),
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers = owner, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const invite = (payload: object, headers = owner) => call('POST', '/api/admin/team', headers, payload);
const team = async () => (await call('GET', '/api/admin/team')).json<TeamMember[]>();
const memberNamed = async (email: string) => (await team()).find((m) => m.email === email);
const auditOf = async (action: string) =>
  (await call('GET', `/api/admin/audit-log?action=${action}`)).json<AuditLogEntry[]>();
const roleClaim = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { role: string }).role;

/** Invites someone, follows the e-mailed link to set their password, and answers their id and signed-in headers. */
async function joinTeam(email: string, role: 'owner' | 'staff', password = 'garam-masala-team-7') {
  const res = await invite({ email, name: `${role} ${email.split('@')[0]}`, role });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.emailWorker.drain();
  const mail = smtp.received.find((m) => m.to.includes(email));
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
  });
  expect(set.statusCode, set.body).toBe(200);
  const session = await signIn(t, email, password);
  return { id: res.json<TeamMember>().id, token: session, headers: bearer(session) };
}

test('an owner invites staff by e-mail; the link sets a password and the session claims the staff role', async () => {
  const res = await invite({ email: ' Ravi@Example.com ', name: ' Ravi Kumar ', role: 'staff' });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({
    name: 'Ravi Kumar',
    email: 'Ravi@Example.com',
    role: 'staff',
    status: 'invited',
    you: false,
    fromServerSettings: false,
  });

  await t.app.emailWorker.drain();
  expect(smtp.received).toHaveLength(1);
  const mail = smtp.received[0];
  expect(mail?.to.map((to) => to.toLowerCase())).toEqual(['ravi@example.com']);
  expect(mail?.subject).toBe('Boss invited you to the Tiffin Fit back office');
  expect(mail?.text).toContain('http://localhost:3000/admin/login');
  const token = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token).toBeDefined();

  // No password yet: the account cannot sign in until the link is used.
  const early = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'ravi@example.com', password: 'counter-chai-2026' },
  });
  expect(early.statusCode).toBe(401);
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password: 'counter-chai-2026' },
  });
  expect(set.statusCode, set.body).toBe(200);
  expect(roleClaim(await signIn(t, 'ravi@example.com', 'counter-chai-2026'))).toBe('staff');
  expect(await memberNamed('Ravi@Example.com')).toMatchObject({ status: 'active', role: 'staff' });

  const [entry] = await auditOf('team.invite');
  expect(entry).toMatchObject({
    actorEmail: 'boss@example.com',
    entityType: 'user',
    entityId: String(res.json<TeamMember>().id),
    detail: { email: 'Ravi@Example.com', role: 'staff' },
  });
});

test('the team lists owners first, the caller marked, and the ADMIN_EMAIL owner marked as set by the server', async () => {
  const members = await team();
  expect(members[0]).toMatchObject({ role: 'owner' });
  expect(members.filter((m) => m.you).map((m) => m.email)).toEqual(['boss@example.com']);
  expect(members.find((m) => m.email === SERVER_OWNER.email)).toMatchObject({
    role: 'owner',
    fromServerSettings: true,
  });
  expect(members.some((m) => m.email === 'asha@example.com')).toBe(false);
});

test('staff see the roster with only name, pickup code and meal, check in by code, and get 403 elsewhere', async () => {
  const staff = await joinTeam('counter@example.com', 'staff');
  const roster = await call('GET', '/api/admin/pickups/today', staff.headers);
  expect(roster.statusCode, roster.body).toBe(200);
  const [pickup] = roster.json<PickupRosterResponse>().pickups;
  expect(Object.keys(pickup ?? {}).sort()).toEqual(
    [
      'checkedInAt',
      'fridayChoice',
      'meal',
      'name',
      'orderId',
      'pickupCode',
      'subscriptionId',
      'userId',
    ].sort(),
  );
  expect(pickup).toMatchObject({ name: 'Asha Rao', meal: 'Chicken pulao', fridayChoice: 'chicken' });
  expect(roster.body).not.toContain('asha@example.com');
  expect(roster.body).not.toContain('No onions');

  const checkIn = await call('POST', '/api/admin/pickups/check-in', staff.headers, {
    code: pickup?.pickupCode,
  });
  expect(checkIn.statusCode, checkIn.body).toBe(200);
  expect(checkIn.json<PickupCheckInResponse>().pickup).not.toHaveProperty('email');
  expect((await call('GET', '/api/admin/production', staff.headers)).statusCode).toBe(200);

  // The owner sees the same pickup in full.
  const full = (await call('GET', '/api/admin/pickups/today')).json<PickupRosterResponse>();
  expect(full.pickups[0]).toMatchObject({ email: 'asha@example.com', dietaryNotes: 'No onions please' });

  for (const [method, url] of [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/subscribers'],
    ['GET', '/api/admin/team'],
    ['POST', '/api/admin/send-newsletter'],
  ] as const) {
    const res = await call(method, url, staff.headers, method === 'POST' ? {} : undefined);
    expect(res.statusCode, url).toBe(403);
    expect(res.json()).toEqual({ message: 'Only an owner can do this', code: 'FORBIDDEN' });
  }
  expect((await invite({ email: 'x@example.com', name: 'X', role: 'owner' }, staff.headers)).statusCode).toBe(
    403,
  );
});

test('an invitation is refused for a bad address, an unknown role, someone on the team or a subscriber', async () => {
  const bad = await invite({ email: 'not-an-email', name: 'Nobody', role: 'staff' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({
    code: 'VALIDATION',
    fields: { email: 'Please enter a valid email address' },
  });
  const admin = await invite({ email: 'new@example.com', name: 'New', role: 'admin' });
  expect(admin.statusCode).toBe(400);
  expect(admin.json()).toMatchObject({ fields: { role: 'Choose owner or staff' } });

  const again = await invite({ email: 'BOSS@example.com', name: 'Boss', role: 'staff' });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'This person is already on the team.' });
  const subscriber = await invite({ email: 'asha@example.com', name: 'Asha', role: 'staff' });
  expect(subscriber.statusCode).toBe(409);
  expect(subscriber.json<{ message: string }>().message).toMatch(/subscriber’s account/);
  await t.app.emailWorker.drain();
  expect(smtp.received).toHaveLength(0);
});

test('a role change ends the person’s sessions: the next request is refused, the next sign-in has the new role', async () => {
  const cook = await joinTeam('cook@example.com', 'staff', 'tandoor-cook-2026');
  const promote = await call('PATCH', `/api/admin/team/${cook.id}`, owner, { role: 'owner' });
  expect(promote.statusCode, promote.body).toBe(200);
  expect(promote.json()).toMatchObject({ role: 'owner' });
  expect((await call('GET', '/api/admin/pickups/today', cook.headers)).statusCode).toBe(401);
  const asOwner = bearer(await signIn(t, 'cook@example.com', 'tandoor-cook-2026'));
  expect((await call('GET', '/api/admin/stats', asOwner)).statusCode).toBe(200);

  const demote = await call('PATCH', `/api/admin/team/${cook.id}`, owner, { role: 'staff' });
  expect(demote.statusCode).toBe(200);
  expect((await call('GET', '/api/admin/stats', asOwner)).statusCode).toBe(401);
  const asStaff = await signIn(t, 'cook@example.com', 'tandoor-cook-2026');
  expect(roleClaim(asStaff)).toBe('staff');
  expect((await call('GET', '/api/admin/stats', bearer(asStaff))).statusCode).toBe(403);

  const changes = await auditOf('team.role-change');
  expect(changes.map((c) => c.detail)).toEqual([
    { email: 'cook@example.com', from: 'owner', to: 'staff', sessionsEnded: 1 },
    { email: 'cook@example.com', from: 'staff', to: 'owner', sessionsEnded: 1 },
  ]);
});

test('removal takes effect on the next request: the account goes, its sessions end, the audit keeps the record', async () => {
  const leaver = await joinTeam('leaver@example.com', 'staff', 'goodbye-samosa-26');
  const res = await call('DELETE', `/api/admin/team/${leaver.id}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ success: true, message: 'staff leaver is no longer on the team.' });
  expect((await call('GET', '/api/admin/pickups/today', leaver.headers)).statusCode).toBe(401);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'leaver@example.com', password: 'goodbye-samosa-26' },
  });
  expect(login.statusCode).toBe(401);
  expect(await memberNamed('leaver@example.com')).toBeUndefined();
  expect((await auditOf('team.remove'))[0]).toMatchObject({
    entityId: String(leaver.id),
    detail: { email: 'leaver@example.com', role: 'staff', account: 'deleted' },
  });

  expect((await call('DELETE', `/api/admin/team/${leaver.id}`)).statusCode).toBe(404);
  // A subscriber is not on the team: neither removed nor promoted through these calls.
  const asha = await memberNamed('asha@example.com');
  expect(asha).toBeUndefined();
  const subscriberId = (await t.app.inject({ method: 'GET', url: '/api/admin/subscribers', headers: owner }))
    .json<{ id: number; email: string }[]>()
    .find((s) => s.email === 'asha@example.com')?.id;
  expect((await call('PATCH', `/api/admin/team/${subscriberId}`, owner, { role: 'owner' })).statusCode).toBe(
    404,
  );
  expect((await call('DELETE', `/api/admin/team/${subscriberId}`)).statusCode).toBe(404);
});

test('the ADMIN_EMAIL owner is changed through the setting, not the team calls', async () => {
  const founder = await memberNamed(SERVER_OWNER.email);
  for (const res of [
    await call('PATCH', `/api/admin/team/${founder?.id}`, owner, { role: 'staff' }),
    await call('DELETE', `/api/admin/team/${founder?.id}`),
  ]) {
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/ADMIN_EMAIL/);
  }
});

test('the last owner can be neither demoted nor removed, even by two owners acting at once', async () => {
  // A team of its own: two owners and nobody from the server settings.
  const solo = await createTestApp({ now: new Date('2026-11-20T18:30:00Z') });
  try {
    await createUser(solo, { email: 'one@example.com', password: 'first-owner-pass-1', role: 'admin' });
    await createUser(solo, { email: 'two@example.com', password: 'second-owner-pass-2', role: 'admin' });
    const one = bearer(await signIn(solo, 'one@example.com', 'first-owner-pass-1'));
    const two = bearer(await signIn(solo, 'two@example.com', 'second-owner-pass-2'));
    const ids = (await solo.app.inject({ url: '/api/admin/team', headers: one })).json<TeamMember[]>();
    const idOf = (email: string) => ids.find((m) => m.email === email)?.id;

    // Each demotes the other at the same moment: one wins; the other is told the team needs an owner, or, when the
    // winner's change came first, is signed out already.
    const [a, b] = await Promise.all([
      solo.app.inject({
        method: 'PATCH',
        url: `/api/admin/team/${idOf('two@example.com')}`,
        headers: one,
        payload: { role: 'staff' },
      }),
      solo.app.inject({
        method: 'PATCH',
        url: `/api/admin/team/${idOf('one@example.com')}`,
        headers: two,
        payload: { role: 'staff' },
      }),
    ]);
    const loser = a.statusCode === 200 ? b : a;
    expect([a.statusCode, b.statusCode]).toContain(200);
    expect([401, 409]).toContain(loser.statusCode);
    const owners = (
      await solo.app.inject({ url: '/api/admin/team', headers: a.statusCode === 200 ? one : two })
    )
      .json<TeamMember[]>()
      .filter((m) => m.role === 'owner');
    expect(owners).toHaveLength(1);

    const remaining = a.statusCode === 200 ? one : two;
    const lastId = a.statusCode === 200 ? idOf('one@example.com') : idOf('two@example.com');
    const removeSelf = await solo.app.inject({
      method: 'DELETE',
      url: `/api/admin/team/${lastId}`,
      headers: remaining,
    });
    expect(removeSelf.statusCode).toBe(409);
    expect(removeSelf.json()).toEqual({
      message: 'The team needs at least one owner: make someone else an owner first.',
      code: 'CONFLICT',
    });
    const demoteSelf = await solo.app.inject({
      method: 'PATCH',
      url: `/api/admin/team/${lastId}`,
      headers: remaining,
      payload: { role: 'staff' },
    });
    expect(demoteSelf.statusCode).toBe(409);
    expect((await solo.app.inject({ url: '/api/admin/stats', headers: remaining })).statusCode).toBe(200);
  } finally {
    await solo.close();
  }
});

test('an invitation is sent again while no password is set: the new link works, the old one no longer does', async () => {
  const res = await invite({ email: 'late@example.com', name: 'Late Starter', role: 'staff' });
  const { id } = res.json<TeamMember>();
  await t.app.emailWorker.drain();
  const linkIn = (n: number) =>
    /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(smtp.received[n]?.text ?? '')?.[1] ?? '';
  const first = linkIn(0);

  const again = await call('POST', `/api/admin/team/${id}/invitation`);
  expect(again.statusCode, again.body).toBe(200);
  expect(again.json()).toMatchObject({ email: 'late@example.com', status: 'invited' });
  await t.app.emailWorker.drain();
  expect(smtp.received).toHaveLength(2);
  expect(smtp.received[1]?.subject).toBe('Boss invited you to the Tiffin Fit back office');
  const setWith = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'late-but-here-2026' },
    });
  expect((await setWith(first)).statusCode).toBe(400);
  expect((await setWith(linkIn(1))).statusCode).toBe(200);
  expect(await auditOf('team.invite-resent')).toEqual([
    expect.objectContaining({ entityId: String(id), detail: { email: 'late@example.com', role: 'staff' } }),
  ]);

  const done = await call('POST', `/api/admin/team/${id}/invitation`);
  expect(done.statusCode).toBe(409);
  expect(done.json()).toMatchObject({ message: expect.stringContaining('already set a password') });
});

test('a team member names themselves: the team list and the invitations they send use that name', async () => {
  const member = (await joinTeam('namer@example.com', 'owner')).headers;
  const renamed = await call('PATCH', '/api/user/profile', member, { name: '  Priya Shah ' });
  expect(renamed.statusCode, renamed.body).toBe(200);
  expect(renamed.json()).toMatchObject({ name: 'Priya Shah', email: 'namer@example.com' });
  expect((await memberNamed('namer@example.com'))?.name).toBe('Priya Shah');

  smtp.received.length = 0;
  expect(
    (await invite({ email: 'newcomer@example.com', name: 'New Comer', role: 'staff' }, member)).statusCode,
  ).toBe(201);
  await t.app.emailWorker.drain();
  expect(smtp.received[0]?.subject).toBe('Priya Shah invited you to the Tiffin Fit back office');

  const blank = await call('PATCH', '/api/user/profile', member, { name: '   ' });
  expect(blank.statusCode).toBe(400);
  expect(blank.json()).toMatchObject({ fields: { name: 'Please enter your name' } });
});
