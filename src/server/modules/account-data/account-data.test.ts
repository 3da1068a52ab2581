import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '../../db/query-rows';
import { charges, emailMessages, incidents, orders, subscriptions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ADMIN_PASSWORD, signInAdmin } from '../admin/admin-test-support';
import { auditLogRepository } from '../admin/audit-log-repository';
import { bearer, createUser, signIn } from '../auth/auth-test-support';
import { userRepository } from '../auth/user-repository';
import {
  SUBSCRIBER_PASSWORD as PASSWORD,
  subscribeAndSignIn,
} from '../subscriptions/subscription-test-support';
import { ERASURE_PLAN } from './account-erasure';

const ZARINA = {
  name: 'Zarina Quixotic',
  email: 'zarina.quixotic@example.com',
  phone: '4695550199',
  address: '42 Tamarind Lane, Irving, TX 75039',
};
/** Every piece of her that must be gone: name (whole and in parts), e-mail, phone (as typed either way), address. */
const HER_TRACES = [ZARINA.email, 'Zarina', 'Quixotic', ZARINA.phone, '555-0199', 'Tamarind Lane'];

let t: TestApp;
let zarina: Record<string, string>;
let ravi: Record<string, string>;
let zarinaId: number;

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers = {},
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** Pays a weekly plan at checkout as `person`, sets a password and signs in. */
async function subscribe(person: { name: string; email: string; phone: string }) {
  const headers = await subscribeAndSignIn(t, person);
  const user = await userRepository(t.database.db).findByEmail(person.email);
  if (!user) throw new Error('no account after checkout');
  return { id: user.id, headers };
}

beforeAll(async () => {
  // A Wednesday: the plan bought now pays the week of November 30, the next is billed Friday, December 4.
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  await inject('POST', '/api/waitlist', {}, { name: ZARINA.name, email: ZARINA.email, phase: 'phase1' });
  const her = await subscribe(ZARINA);
  zarina = her.headers;
  zarinaId = her.id;
  ravi = (await subscribe({ name: 'Ravi Kumar', email: 'ravi@example.com', phone: '4695550123' })).headers;
  expect(
    (await inject('PATCH', '/api/user/profile', zarina, { name: ZARINA.name, address: ZARINA.address }))
      .statusCode,
  ).toBe(200);
  const goals = {
    goalType: 'maintenance',
    activityLevel: 'moderately_active',
    currentWeight: 64,
    targetWeight: 62,
    height: 165,
    age: 31,
    gender: 'female',
  };
  for (const headers of [zarina, ravi]) {
    expect((await inject('POST', '/api/nutritional-goals', headers, goals)).statusCode).toBe(200);
    expect(
      (await inject('POST', '/api/daily-nutrition', headers, { consumedCalories: 420 })).statusCode,
    ).toBe(201);
    expect((await inject('POST', '/api/nutrition/weights', headers, { weight: 64.2 })).statusCode).toBe(201);
  }
  const food = await inject('POST', '/api/foods/custom', zarina, {
    name: "Zarina's date bar",
    servingLabel: 'bar',
    servingGrams: 40,
    calories: 150,
    protein: 4,
    carbs: 22,
    fat: 6,
    fiber: 3,
    sodium: 20,
  });
  expect(food.statusCode, food.body).toBe(201);
  // What the back office and the monitors wrote about her in free text.
  const now = t.clock.now();
  await auditLogRepository(t.database.db).record(
    {
      actor: { userId: null, email: 'owner@example.com' },
      action: 'email.resend',
      entityType: 'email',
      entityId: 1,
      detail: { recipient: ZARINA.email, copies: 1 },
    },
    now,
  );
  await t.database.db.insert(incidents).values({
    key: 'billing:test',
    kind: 'billing-declines',
    title: 'Renewals declined',
    summary: 'One renewal was declined',
    details: [`${ZARINA.name} <${ZARINA.email}>: card declined`, 'Ravi Kumar: fine'],
    openedAt: now,
  });
  await t.app.jobs.runDue();
});
afterAll(() => t.close());

test('the export is a download of everything held about the person, and nothing of anyone else', async () => {
  const res = await inject('GET', '/api/account/export', zarina);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toBe(
    'attachment; filename="tiffin-fit-my-data-2026-11-25.json"',
  );
  const data = res.json<Record<string, unknown> & { tracker: Record<string, unknown[]> }>();
  expect(data.profile).toMatchObject({ name: ZARINA.name, email: ZARINA.email, address: ZARINA.address });
  expect(data.subscriptions).toEqual([expect.objectContaining({ planType: 'weekly', status: 'active' })]);
  expect(data.orders).toHaveLength(1);
  expect(data.charges).toEqual([expect.objectContaining({ amountCents: 7500, status: 'succeeded' })]);
  expect(data.tracker.entries).toEqual([expect.objectContaining({ calories: 420 })]);
  expect(data.tracker.weights).toHaveLength(1);
  expect(data.tracker.customFoods).toEqual([expect.objectContaining({ name: "Zarina's date bar" })]);
  expect(data.tracker.goals).toMatchObject({ heightCm: 165 });
  expect(data.waitlist).toHaveLength(1);
  expect(data.emails).toEqual(
    expect.arrayContaining([expect.objectContaining({ template: 'subscription-confirmation' })]),
  );
  expect(data.sessions).toHaveLength(1);
  expect(res.body).not.toMatch(/ravi|passwordHash|password_hash|scrypt/i);

  const csv = await inject('GET', '/api/account/export/tracker.csv', zarina);
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers['content-disposition']).toContain('attachment');
  expect(csv.body).toContain('420');
  expect((await inject('GET', '/api/account/export', {})).statusCode).toBe(401);
});

test('deleting needs the password; a team account is not deleted from here', async () => {
  const wrong = await inject('DELETE', '/api/account', zarina, { password: 'not-it' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toMatchObject({ fields: { password: 'That password is not right' } });
  expect((await inject('GET', '/api/user/profile', zarina)).statusCode).toBe(200);

  await createUser(t, { email: 'cook@example.com', password: PASSWORD, role: 'staff' });
  const staff = bearer(await signIn(t, 'cook@example.com', PASSWORD));
  expect((await inject('DELETE', '/api/account', staff, { password: PASSWORD })).statusCode).toBe(409);
});

test('a deleted account leaves none of its personal data in any table of the database', async () => {
  const res = await inject('DELETE', '/api/account', zarina, { password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ message: 'Your account has been deleted. A confirmation is on its way.' });
  expect((await inject('GET', '/api/user/profile', zarina)).statusCode).toBe(401);

  // The goodbye goes out, and then its log row forgets the address too.
  await t.app.jobs.runDue();
  const [goodbye] = await t.database.db
    .select()
    .from(emailMessages)
    .where(eq(emailMessages.template, 'account-deleted'));
  expect(goodbye).toMatchObject({ status: 'sent', recipientEmail: 'deleted-account@invalid', payload: null });

  const columns = rowsOf(
    await t.database.db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`),
    z.object({ table_name: z.string(), column_name: z.string() }),
  );
  expect(columns.length).toBeGreaterThan(50);
  const patterns = HER_TRACES.map((trace) => `%${trace}%`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const hits = rowsOf(
      await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)}
          where ${sql.identifier(column)}::text ilike any (${sql`array[${sql.join(
            patterns.map((p) => sql`${p}`),
            sql`, `,
          )}]`})`,
      ),
      z.object({ n: z.number() }),
    );
    if ((hits[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  expect(found).toEqual([]);

  // What the law keeps stays, pointing at the anonymous reference; Ravi's data is untouched.
  const [tombstone] = await t.database.db.select().from(users).where(eq(users.id, zarinaId));
  expect(tombstone).toMatchObject({
    name: 'Deleted account',
    phone: null,
    address: null,
    passwordHash: null,
  });
  expect(tombstone?.email).toMatch(/^deleted-[0-9a-f-]{36}@invalid$/);
  expect(tombstone?.deletedAt).not.toBeNull();
  expect(await t.database.db.select().from(orders).where(eq(orders.userId, zarinaId))).toHaveLength(1);
  const raviExport = await inject('GET', '/api/account/export', ravi);
  expect(raviExport.json()).toMatchObject({ profile: { name: 'Ravi Kumar' } });
  expect(raviExport.json<{ tracker: { entries: unknown[] } }>().tracker.entries).toHaveLength(1);
  const [incident] = await t.database.db.select().from(incidents);
  expect(incident?.details).toEqual(['[erased]', 'Ravi Kumar: fine']);
  // (Tried after the scan: a failed sign-in is counted under the address typed, whoever types it.)
  const again = await inject('POST', '/api/auth/login', {}, { email: ZARINA.email, password: PASSWORD });
  expect(again.statusCode).toBe(401);
});

test('the Friday run never charges a deleted account again', async () => {
  await t.app.jobs.advanceTo(new Date('2026-12-04T18:30:00Z'), (instant) => t.clock.set(instant));
  const chargesOf = async (userId: number) =>
    t.database.db
      .select({ id: charges.id })
      .from(charges)
      .innerJoin(subscriptions, eq(subscriptions.id, charges.subscriptionId))
      .where(eq(subscriptions.userId, userId));
  expect(await chargesOf(zarinaId)).toHaveLength(1);
  const raviId = (await userRepository(t.database.db).findByEmail('ravi@example.com'))?.id ?? 0;
  expect(await chargesOf(raviId)).toHaveLength(2);
  const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, zarinaId));
  expect(sub).toMatchObject({ status: 'cancelled', nextPeriodStart: null, name: 'Deleted account' });
});

test('the same e-mail address can sign up again as a new customer', async () => {
  const again = await subscribe(ZARINA);
  expect(again.id).not.toBe(zarinaId);
  const profile = await inject('GET', '/api/user/profile', again.headers);
  // Her old address is gone; the new account has the billing address of the new checkout.
  expect(profile.json()).toMatchObject({
    name: ZARINA.name,
    email: ZARINA.email,
    address: '1 Main St, Irving, TX 75039',
  });
  const exported = await inject('GET', '/api/account/export', again.headers);
  expect(exported.json<{ charges: unknown[] }>().charges).toHaveLength(1);
});

test("an owner deletes a subscriber who asked only with their e-mail typed and the owner's password; audited", async () => {
  const owner = await signInAdmin(t);
  const { id } = await subscribe({ name: 'Owen Asks', email: 'owen@example.com', phone: '4695550155' });
  const remove = (payload?: object, at = String(id)) =>
    inject('DELETE', `/api/admin/subscribers/${at}`, owner, payload);
  const confirm = { email: 'Owen@Example.com ', password: ADMIN_PASSWORD };

  // One call with an empty body, another account's e-mail, a wrong password: refused, and nothing erased.
  expect((await remove()).statusCode).toBe(400);
  const otherEmail = await remove({ ...confirm, email: 'ravi@example.com' });
  expect(otherEmail.statusCode).toBe(400);
  expect(otherEmail.json()).toMatchObject({ fields: { email: expect.any(String) } });
  const wrongPassword = await remove({ ...confirm, password: 'not-the-owners' });
  expect(wrongPassword.statusCode).toBe(400);
  expect(wrongPassword.json()).toMatchObject({ fields: { password: 'That password is not right' } });
  // The same id written another way is no address of this account.
  for (const alias of [`000${id}`, `${id}.0`, `0x${id.toString(16)}`, ` ${id}`, '9007199254740993']) {
    expect((await remove(confirm, encodeURIComponent(alias))).statusCode, alias).toBe(400);
  }
  const still = await inject('GET', `/api/admin/subscribers/${id}`, owner);
  expect(still.json()).toMatchObject({ subscriber: { name: 'Owen Asks', deletedAt: null } });

  const res = await remove(confirm);
  expect(res.statusCode, res.body).toBe(200);
  expect((await remove(confirm)).statusCode).toBe(404);
  const detail = await inject('GET', `/api/admin/subscribers/${id}`, owner);
  expect(detail.json()).toMatchObject({
    subscriber: { name: 'Deleted account', deletedAt: expect.any(String) },
  });
  const audit = await inject('GET', '/api/admin/audit-log?q=subscriber.delete', owner);
  expect(JSON.stringify(audit.json())).toContain(String(id));
  const [goodbye] = await t.database.db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.template, 'account-deleted'), eq(emailMessages.status, 'queued')));
  expect(goodbye?.recipientEmail).toBe('owen@example.com');

  const cook = await userRepository(t.database.db).findByEmail('cook@example.com');
  const team = await remove({ ...confirm, email: 'cook@example.com' }, String(cook?.id ?? 0));
  expect(team.statusCode).toBe(409);
});

test('every table of the database is named in the erasure plan', async () => {
  const tables = rowsOf(
    await t.database.db.execute(sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%drizzle%'`),
    z.object({ table_name: z.string() }),
  ).map((r) => r.table_name);
  expect([...tables].sort()).toEqual(Object.keys(ERASURE_PLAN).sort());
});

test('with two-factor on, deleting also needs a code from the authenticator app', async () => {
  const { headers } = await subscribe({ name: 'Tara Codes', email: 'tara@example.com', phone: '4695550177' });
  const setup = await inject('POST', '/api/account/two-factor', headers);
  const { secret } = setup.json<{ secret: string }>();
  const codeNow = () =>
    new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
      timestamp: t.clock.now().getTime(),
    });
  const confirm = await inject('POST', '/api/account/two-factor/confirm', headers, { code: codeNow() });
  expect(confirm.statusCode, confirm.body).toBe(200);
  t.clock.advance(30_000);

  const noCode = await inject('DELETE', '/api/account', headers, { password: PASSWORD });
  expect(noCode.statusCode).toBe(400);
  expect(noCode.json()).toMatchObject({
    fields: { code: 'Please enter the code from your authenticator app' },
  });
  const wrong = await inject('DELETE', '/api/account', headers, { password: PASSWORD, code: '000000' });
  expect(wrong.json()).toMatchObject({ fields: { code: 'That code is not right. Please try a new one.' } });
  const done = await inject('DELETE', '/api/account', headers, { password: PASSWORD, code: codeNow() });
  expect(done.statusCode, done.body).toBe(200);
});
