// The audit log's search: any part of an e-mail (the admin's or the subscriber's), the action or the text, any case.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AuditLogEntry } from '../../../contracts/admin';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { userRepository } from '../auth/user-repository';
import { auditLogRepository } from './audit-log-repository';
import { ADMIN_EMAIL, insertSubscriber, signInAdmin, totalOf } from './admin-test-support';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  const { subscriptionId } = await insertSubscriber(t, {
    email: 'Priya.Patel@Example.com',
    status: 'active',
  });
  const boss = await userRepository(t.database.db).findByEmail(ADMIN_EMAIL);
  const actor = { userId: boss?.id ?? 0, email: ADMIN_EMAIL };
  const log = auditLogRepository(t.database.db);
  const now = t.clock.now();
  await log.record(
    {
      actor,
      action: 'subscriber.free-trial',
      entityType: 'subscription',
      entityId: subscriptionId,
      detail: { weeks: 2, note: 'Sorry about the Monday mix-up' },
    },
    now,
  );
  await log.record(
    { actor, action: 'coupon.create', entityType: 'coupon', entityId: 3, detail: { code: 'GYMBRO' } },
    now,
  );
  await log.record(
    {
      actor: { userId: actor.userId, email: 'chef@tiffinfit.test' },
      action: 'newsletter.send',
      entityType: 'newsletter',
      entityId: null,
      detail: { subject: 'Paneer Tikka is back', recipients: 12 },
    },
    now,
  );
});
afterAll(() => t.close());

async function search(q: string): Promise<AuditLogEntry[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit-log?q=${encodeURIComponent(q)}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(totalOf(res)).toBe(res.json<AuditLogEntry[]>().length);
  return res.json<AuditLogEntry[]>();
}
const actions = async (q: string) => (await search(q)).map((e) => e.action);

test("a part of the subscriber's e-mail, in any letter case, finds the entries about them", async () => {
  const found = await search('patel@EXAMPLE');
  expect(found).toMatchObject([{ action: 'subscriber.free-trial', subjectEmail: 'Priya.Patel@Example.com' }]);
  expect(await actions('PRIYA')).toEqual(['subscriber.free-trial']);
});

test("a part of the action, of the admin's e-mail or of the text finds its entries", async () => {
  expect(await actions('Free-Tr')).toEqual(['subscriber.free-trial']);
  expect(await actions('chef@')).toEqual(['newsletter.send']);
  expect((await actions('boss')).sort()).toEqual(['coupon.create', 'subscriber.free-trial']);
  expect(await actions('paneer tikka')).toEqual(['newsletter.send']);
  expect(await actions('mix-up')).toEqual(['subscriber.free-trial']);
  expect(await actions('gymbro coupon')).toEqual(['coupon.create']);
});

test('wildcards are taken literally and nothing found is an empty page', async () => {
  expect(await actions('100%')).toEqual([]);
  expect(await actions('_')).toEqual([]);
  expect(await actions('nobody-at-all')).toEqual([]);
});
