// The dated menu (issue 42): the seeded spec week, weeks planned by hand, a rotation, locking at the subscribers'
// cutoff with "tell the subscribers", and the question an edit to a dish of a locked week asks.
import { afterEach, expect, test } from 'vitest';
import { dishesResponseSchema, dishResponseSchema, type Dish } from '../../../contracts/dishes';
import { menuResponseSchema } from '../../../contracts/menu';
import { menuWeekResponseSchema, menuWeeksResponseSchema } from '../../../contracts/menu-calendar';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertPaidPeriod, insertSubscriber, signInAdmin } from '../admin/admin-test-support';
import { sentEmails } from '../subscriptions/subscription-test-support';

let t: TestApp;
afterEach(() => t.close());

/** Wednesday 18 November 2026, 10 AM Central: this week (November 16) is locked, the next ones are open. */
const WEDNESDAY = new Date('2026-11-18T16:00:00Z');

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const put = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers, payload });
const menuOf = async (query = '') => menuResponseSchema.parse((await get(`/api/menu${query}`)).json());

async function dishes(admin: Record<string, string>): Promise<Dish[]> {
  return dishesResponseSchema.parse((await get('/api/admin/dishes', admin)).json()).dishes;
}

function week(monday: string, dishIds: number[]) {
  const [y, m, d] = monday.split('-').map(Number);
  return {
    days: [0, 1, 2, 3, 4].map((i) => ({
      date: new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + i)).toISOString().slice(0, 10),
      dishIds,
    })),
  };
}

test('a fresh install shows the spec’s five lunches with exactly the spec’s figures, to anyone, cached', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const res = await get('/api/menu');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toContain('max-age=300');
  const menu = menuResponseSchema.parse(res.json());
  expect(menu.weekStartDate).toBe('2026-11-16');
  expect(menu.days.map((d) => [d.day, d.date])).toEqual([
    ['monday', '2026-11-16'],
    ['tuesday', '2026-11-17'],
    ['wednesday', '2026-11-18'],
    ['thursday', '2026-11-19'],
    ['friday', '2026-11-20'],
  ]);
  expect(menu.days.map((d) => Object.values(d.nutrition).slice(0, 6))).toEqual([
    [720, 40, 78, 26, 9, 880],
    [720, 38, 70, 30, 11, 840],
    [695, 45, 62, 28, 8, 760],
    [720, 40, 80, 25, 12, 900],
    [750, 48, 65, 28, 4, 920],
  ]);
  const friday = menu.days[4];
  expect(friday).toMatchObject({
    title: 'Friday Special: Chef’s Choice Pulao',
    special: true,
    choices: ['Chicken pulao', 'Shrimp pulao'],
    items: [
      { name: 'Chicken or shrimp pulao', icon: 'chicken' },
      { name: 'Boondi raita', icon: 'yogurt' },
      { name: 'Kachumber salad', icon: 'salad' },
      { name: 'Roasted papad', icon: 'papad' },
    ],
    choiceOptions: [
      { key: 'chicken', label: 'Chicken pulao' },
      { key: 'shrimp', label: 'Shrimp pulao' },
    ],
  });
  // Every dish with its own figures, allergens and ingredients; the day says what it contains.
  const paneer = menu.days[1]?.dishes.find((d) => d.name === 'Paneer tikka masala');
  expect(paneer).toMatchObject({
    nutrition: { calories: 330, protein: 22 },
    allergens: ['milk', 'tree nuts'],
    contains: 'Contains: milk, tree nuts (cashew)',
    choice: null,
  });
  expect(paneer?.ingredientStatement.startsWith('paneer (milk), tomato, onion, cashew')).toBe(true);
  expect(friday?.dishes.map((d) => [d.name, d.choice])).toEqual([
    ['Boondi raita', null],
    ['Kachumber salad', null],
    ['Roasted papad', null],
    ['Chicken pulao', 'chicken'],
    ['Shrimp pulao', 'shrimp'],
  ]);
  expect(friday?.contains).toBe('Contains: milk, crustacean shellfish (shrimp)');
  for (const day of menu.days) {
    const sum = (key: 'calories' | 'protein') => day.nutrition.details.reduce((n, d) => n + d[key], 0);
    expect(sum('calories'), day.day).toBe(day.nutrition.calories);
    expect(sum('protein'), day.day).toBe(day.nutrition.protein);
  }
});

test('the seed’s recipes salt as the spec says: each dish’s sodium within 10 % of its stated figure, each day’s within 5 %', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);
  const byId = new Map((await dishes(admin)).map((d) => [d.id, d]));
  const apart = (computed: number, stated: number) => Math.abs(computed - stated) / stated;
  for (const dish of byId.values()) {
    const computed = dish.computed?.perPortion.sodium ?? Number.NaN;
    expect(apart(computed, dish.stated?.sodium ?? 0), `${dish.name}: ${computed} mg`).toBeLessThanOrEqual(
      0.1,
    );
  }
  // Each day as the card counts it (Friday with its first choice, chicken pulao), against the spec's sodium.
  for (const day of (await menuOf()).days) {
    const counted = day.dishes.filter((d) => d.choice === null || d.choice === day.choiceOptions[0]?.key);
    const computed = counted.reduce((sum, d) => sum + (byId.get(d.id)?.computed?.perPortion.sodium ?? 0), 0);
    expect(apart(computed, day.nutrition.sodium), `${day.day}: ${computed} mg`).toBeLessThanOrEqual(0.05);
  }
});

test('GET /api/menu shows next week once this week’s last pickup is over, and any week with ?week=', async () => {
  t = await createTestApp({ now: new Date('2026-11-20T20:01:00Z') }); // Friday 2:01 PM Central
  expect((await menuOf()).weekStartDate).toBe('2026-11-23');
  expect((await menuOf('?week=2027-01-06')).weekStartDate).toBe('2027-01-04');
  const bad = await get('/api/menu?week=2026-02-30');
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ code: 'VALIDATION', fields: { week: 'Use a date like 2026-11-23' } });
});

test('a week planned by hand wins over the rotation; a week with a missing or doubled day is refused whole', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);
  const all = await dishes(admin);
  const papad = all.find((d) => d.name === 'Roasted papad') as Dish;
  const planned = week('2026-11-30', [papad.id]);
  const missing = { days: planned.days.filter((d) => d.date !== '2026-12-02') };
  const refused = await put('/api/admin/menu/weeks/2026-11-30', admin, missing);
  expect(refused.statusCode).toBe(400);
  expect(refused.json().fields).toEqual({
    days: 'Plan the five weekdays, Monday to Friday, once each: Wednesday is missing',
  });
  const doubled = { days: [...planned.days.slice(0, 4), { ...planned.days[1], date: '2026-12-01' }] };
  const twice = await put('/api/admin/menu/weeks/2026-11-30', admin, doubled);
  expect(twice.statusCode).toBe(400);
  expect(twice.json().fields).toEqual({ 'days.4.date': 'Tuesday is planned twice' });
  const unknownDish = await put('/api/admin/menu/weeks/2026-11-30', admin, week('2026-11-30', [99_999]));
  expect(unknownDish.json().fields).toMatchObject({ 'days.0.dishIds': 'No such dish: 99999' });
  const notMonday = await put('/api/admin/menu/weeks/2026-12-01', admin, planned);
  expect(notMonday.statusCode).toBe(400);
  expect((await menuOf('?week=2026-11-30')).days[0]?.title).toBe('Tandoori Chicken Thali');

  const saved = await put('/api/admin/menu/weeks/2026-11-30', admin, planned);
  expect(saved.statusCode, saved.body).toBe(200);
  const monday = (await menuOf('?week=2026-11-30')).days[0];
  expect(monday).toMatchObject({ title: 'Roasted papad', badge: 'Vegetarian', nutrition: { calories: 60 } });
  expect((await menuOf('?week=2026-12-07')).days[0]?.title).toBe('Tandoori Chicken Thali');
});

test('Friday’s choices are added, reordered and removed in a week and in the rotation; bad choices are named', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);
  const all = await dishes(admin);
  const id = (name: string) => (all.find((d) => d.name === name) as Dish).id;
  const friday = (choices: object[]) => {
    const planned = week('2026-11-30', [id('Boondi raita')]);
    return {
      days: [...planned.days.slice(0, 4), { date: '2026-12-04', dishIds: [id('Boondi raita')], choices }],
    };
  };
  const chicken = { key: 'chicken', label: 'Chicken pulao', dishIds: [id('Chicken pulao')] };
  const shrimp = { key: 'shrimp', label: 'Shrimp pulao', dishIds: [id('Shrimp pulao')] };
  const paneer = {
    label: 'Paneer tikka pulao',
    dishIds: [id('Paneer tikka masala'), id('Brown basmati rice')],
  };

  const three = await put('/api/admin/menu/weeks/2026-11-30', admin, friday([shrimp, chicken, paneer]));
  expect(three.statusCode, three.body).toBe(200);
  expect((await menuOf('?week=2026-11-30')).days[4]?.description).toBe(
    'Your pick of shrimp pulao, chicken pulao or paneer tikka pulao, with boondi raita.',
  );
  expect(menuWeekResponseSchema.parse(three.json().week).plan[4]?.choices.map((c) => c.key)).toEqual([
    'shrimp',
    'chicken',
    'paneer',
  ]);
  const shown = (await menuOf('?week=2026-11-30')).days[4];
  expect(shown?.choices).toEqual(['Shrimp pulao', 'Chicken pulao', 'Paneer tikka pulao']);
  // The card counts the first choice: shrimp pulao 520 kcal and boondi raita 110.
  expect(shown?.nutrition.calories).toBe(630);

  const two = await put('/api/admin/menu/weeks/2026-11-30', admin, friday([chicken, paneer]));
  expect(two.statusCode, two.body).toBe(200);
  // Planned without words of its own, the Friday card says what the day offers, shrimp no more.
  const card = (await menuOf('?week=2026-11-30')).days[4];
  expect(card).toMatchObject({
    choices: ['Chicken pulao', 'Paneer tikka pulao'],
    title: 'Friday Special: Chef’s Choice',
    description: 'Your pick of chicken or paneer tikka pulao, with boondi raita.',
    badge: 'Chef’s Choice',
  });
  expect(JSON.stringify(card)).not.toMatch(/shrimp/i);

  const refused: [object, Record<string, string>][] = [
    [friday([chicken]), { 'days.4.choices': 'Offer 2 to 6 choices' }],
    [friday([chicken, { ...shrimp, key: 'chicken' }]), { 'days.4.choices': 'Give each choice its own name' }],
    [
      friday([chicken, { ...shrimp, label: ' ' }]),
      { 'days.4.choices.1.label': 'Name the choice in 1 to 40 characters' },
    ],
    [friday([chicken, { ...shrimp, dishIds: [] }]), { 'days.4.choices.1.dishIds': 'Choose 1 to 12 dishes' }],
    [
      friday([chicken, { ...shrimp, dishIds: [id('Shrimp pulao'), id('Boondi raita')] }]),
      { 'days.4.choices.1.dishIds': 'Boondi raita is already on this day: list each dish once' },
    ],
    [
      {
        days: [
          { date: '2026-11-30', dishIds: [id('Boondi raita')], choices: [chicken, shrimp] },
          ...friday([chicken, shrimp]).days.slice(1),
        ],
      },
      { 'days.0.choices': 'Only Friday offers a choice of specials' },
    ],
  ];
  for (const [payload, fields] of refused) {
    const res = await put('/api/admin/menu/weeks/2026-11-30', admin, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields, res.body).toMatchObject(fields);
  }
  expect((await menuOf('?week=2026-11-30')).days[4]?.choices).toEqual([
    'Chicken pulao',
    'Paneer tikka pulao',
  ]);

  const rotationDays = (choices: object[]) => [
    ...['monday', 'tuesday', 'wednesday', 'thursday'].map((weekday) => ({
      weekday,
      dishIds: [id('Kala chana')],
    })),
    { weekday: 'friday', dishIds: [id('Boondi raita')], choices },
  ];
  const badRotation = await put('/api/admin/menu/rotation', admin, {
    startsOn: '2026-12-07',
    weeks: [{ days: rotationDays([shrimp, { ...chicken, dishIds: [99_999] }]) }],
  });
  expect(badRotation.statusCode).toBe(400);
  expect(badRotation.json().fields).toMatchObject({
    'weeks.0.days.4.choices.1.dishIds': 'No such dish: 99999',
  });
  const rotation = await put('/api/admin/menu/rotation', admin, {
    startsOn: '2026-12-07',
    weeks: [{ days: rotationDays([paneer, shrimp]) }],
  });
  expect(rotation.statusCode, rotation.body).toBe(200);
  const rotated = (await menuOf('?week=2026-12-14')).days[4];
  expect(rotated?.choiceOptions).toEqual([
    { key: 'paneer', label: 'Paneer tikka pulao' },
    { key: 'shrimp', label: 'Shrimp pulao' },
  ]);
  expect(rotated).toMatchObject({
    title: 'Friday Special: Chef’s Choice',
    description: 'Your pick of paneer tikka or shrimp pulao, with boondi raita.',
  });
});

test('a rotation of two weeks fills the weeks not planned by hand from its first week on', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);
  const all = await dishes(admin);
  const id = (name: string) => (all.find((d) => d.name === name) as Dish).id;
  const weekOf = (main: string) =>
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((weekday) => ({
      weekday,
      dishIds: [id(main)],
    }));
  const locked = await put('/api/admin/menu/rotation', admin, {
    startsOn: '2026-11-16',
    weeks: [{ days: weekOf('Kala chana') }],
  });
  expect(locked.statusCode).toBe(409);
  expect(locked.json().message).toBe(
    'Weeks already locked keep their menu: start the rotation on November 23, 2026 or later.',
  );
  const res = await put('/api/admin/menu/rotation', admin, {
    startsOn: '2026-11-30',
    weeks: [{ days: weekOf('Kala chana') }, { days: weekOf('Lemon rice') }],
  });
  expect(res.statusCode, res.body).toBe(200);
  const titles = async (monday: string) => (await menuOf(`?week=${monday}`)).days[0]?.title;
  expect(await titles('2026-11-23')).toBe('Tandoori Chicken Thali');
  expect(await titles('2026-11-30')).toBe('Kala chana');
  expect(await titles('2026-12-07')).toBe('Lemon rice');
  expect(await titles('2026-12-14')).toBe('Kala chana');
  const summary = menuWeeksResponseSchema.parse(
    (await get('/api/admin/menu/weeks?from=2026-11-30&count=3', admin)).json(),
  );
  expect(summary.weeks.map((w) => w.rotationWeek)).toEqual([1, 2, 1]);
});

test('a locked week changes only when the subscribers are told, by e-mail, and a week that is over never', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);
  const asha = await insertSubscriber(t, { email: 'asha@example.com', name: 'Asha', status: 'active' });
  await insertPaidPeriod(t, { ...asha, weekStartDate: '2026-11-16', amountCents: 7500, paidAt: WEDNESDAY });
  const papad = (await dishes(admin)).find((d) => d.name === 'Roasted papad') as Dish;
  const before = menuWeekResponseSchema.parse((await get('/api/admin/menu/weeks/2026-11-16', admin)).json());
  expect(before).toMatchObject({ locked: true, over: false, source: 'rotation', rotationWeek: 1, eaters: 1 });

  const refused = await put('/api/admin/menu/weeks/2026-11-16', admin, week('2026-11-16', [papad.id]));
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ code: 'CUTOFF_PASSED' });
  expect(refused.json().message).toContain('tell the subscribers');

  const told = await put('/api/admin/menu/weeks/2026-11-16', admin, {
    ...week('2026-11-16', [papad.id]),
    notifySubscribers: true,
  });
  expect(told.statusCode, told.body).toBe(200);
  expect(told.json()).toMatchObject({ notified: 1, week: { source: 'planned' } });
  expect(await sentEmails(t)).toContainEqual({
    template: 'menu-change',
    to: 'asha@example.com',
    subject: 'Your lunches for the week of November 16, 2026 have changed',
  });
  expect((await menuOf()).days[3]?.title).toBe('Roasted papad');

  const over = await put('/api/admin/menu/weeks/2026-11-09', admin, {
    ...week('2026-11-09', [papad.id]),
    notifySubscribers: true,
  });
  expect(over.statusCode).toBe(409);
  expect(over.json().message).toBe('The week of November 9, 2026 is over: its menu stays as it was served.');
});

test('an edit to a dish of a locked week asks whether to apply it there too; kept, the locked week shows it as it was', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);
  const raita = (await dishes(admin)).find((d) => d.name === 'Cucumber raita') as Dish;
  const patch = (payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/dishes/${raita.id}`, headers: admin, payload });
  const asked = await patch({ name: 'Cucumber-dill raita' });
  expect(asked.statusCode).toBe(409);
  expect(asked.json().message).toBe(
    'The week of November 16, 2026 is locked and shows this dish. Keep it as it was, or apply the change there too (the subscribers are e-mailed)?',
  );
  const kept = await patch({ name: 'Cucumber-dill raita', publishedWeeks: 'keep' });
  expect(dishResponseSchema.parse(kept.json()).dish).toMatchObject({
    name: 'Cucumber-dill raita',
    version: 2,
  });
  const names = async (monday: string) =>
    (await menuOf(`?week=${monday}`)).days[0]?.dishes.map((d) => d.name);
  expect(await names('2026-11-16')).toContain('Cucumber raita');
  expect(await names('2026-11-23')).toContain('Cucumber-dill raita');

  await patch({ description: 'With dill.', publishedWeeks: 'apply' });
  expect(await names('2026-11-16')).toContain('Cucumber-dill raita');
});
