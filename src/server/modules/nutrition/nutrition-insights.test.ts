// Recommendations: the engine reads the last 14 days and plans today around our lunch; a model may reword them, and
// anything it gets wrong (bad output, its own numbers, an error, a timeout) leaves the engine's words.
import { afterEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startLlmFakeServer, type LlmFakeServer } from '../../testing/llm-fake-server';
import { api, GOALS, seedDays, trackerSubscriber, userIdOf } from './nutrition-test-support';

let t: TestApp;
let llm: LlmFakeServer | undefined;
afterEach(async () => {
  await t.close();
  await llm?.close();
  llm = undefined;
});

// Monday 23 November 2026, 10 AM Central: lunch (Tandoori Chicken Thali) is still to come.
const MONDAY_MORNING = new Date('2026-11-23T16:00:00Z');

interface Rec {
  id: number;
  title: string;
  description: string;
  priority: string;
  category: string;
  wording: string;
  actionItems: string[];
}

/** A subscriber with goals and 14 days short on protein and without water. */
async function subscriberWithTwoWeeks(timeoutMs = 5000) {
  t = await createTestApp({
    now: MONDAY_MORNING,
    config: llm
      ? { llm: { baseUrl: llm.baseUrl, apiKey: 'test-llm-key', model: 'fake-model', timeoutMs } }
      : {},
  });
  const asha = api(t, await trackerSubscriber(t));
  expect((await asha.post('/api/nutritional-goals', GOALS)).statusCode).toBe(200);
  await seedDays(t, await userIdOf(t), '2026-11-23', 14, () => ({ calories: 2700, protein: 80 }));
  return asha;
}

test('the engine finds the protein gap and missing water, and plans the rest of today around our lunch', async () => {
  const asha = await subscriberWithTwoWeeks();
  expect((await asha.get('/api/ai-recommendations')).json()).toEqual([]);

  const res = await asha.post('/api/ai-recommendations/generate');
  expect(res.statusCode, res.body).toBe(200);
  const recs = res.json<Rec[]>();
  expect(recs[0]).toMatchObject({
    category: 'protein',
    priority: 'high',
    title: 'Close your protein gap',
    nutritionalFocus: 'Protein',
    wording: 'engine',
  });
  expect(recs[0]?.description).toContain('80 g of protein a day, 63% of your 128 g target');
  expect(recs.map((r) => r.category)).toEqual(expect.arrayContaining(['hydration', 'plan']));
  const plan = recs.find((r) => r.category === 'plan');
  expect(plan?.description).toBe(
    "Counting today's Tandoori Chicken Thali (720 kcal, 40 g protein), you have about 2039 kcal and 88 g of protein left for today.",
  );
  expect(recs.every((r) => ['high', 'medium', 'low'].includes(r.priority) && r.actionItems.length > 0)).toBe(
    true,
  );

  expect((await asha.get('/api/ai-recommendations')).json()).toEqual(recs);
  // Generating again replaces the list.
  const again = (await asha.post('/api/ai-recommendations/generate')).json<Rec[]>();
  expect(again).toHaveLength(recs.length);
  expect(again[0]?.id).not.toBe(recs[0]?.id);
  expect((await asha.get('/api/ai-recommendations')).json<Rec[]>().map((r) => r.id)).toEqual(
    again.map((r) => r.id),
  );
});

test("one subscriber never sees another's recommendations, and without goals the first step is to set them", async () => {
  const asha = await subscriberWithTwoWeeks();
  await asha.post('/api/ai-recommendations/generate');
  const ravi = api(t, await trackerSubscriber(t, 'ravi@example.com'));
  expect((await ravi.get('/api/ai-recommendations')).json()).toEqual([]);
  const first = (await ravi.post('/api/ai-recommendations/generate')).json<Rec[]>();
  expect(first).toEqual([
    expect.objectContaining({ category: 'getting_started', title: 'Set your goals first' }),
  ]);
});

test('a configured model rewords the findings but keeps their priority, focus and numbers', async () => {
  llm = await startLlmFakeServer();
  const asha = await subscriberWithTwoWeeks();
  const recs = (await asha.post('/api/ai-recommendations/generate')).json<Rec[]>();
  expect(recs[0]).toMatchObject({ category: 'protein', priority: 'high', wording: 'model' });
  expect(recs[0]?.title).toBe('Reworded: Close your protein gap');
  expect(recs[0]?.description).toContain('In short: Over your last 14 logged days');
  expect(llm.requests).toHaveLength(1);
  expect(llm.requests[0]?.headers.authorization).toBe('Bearer test-llm-key');
  expect(llm.requests[0]?.body).toMatchObject({ model: 'fake-model' });
});

test("a model that answers prose, invents numbers or fails leaves the engine's own words", async () => {
  llm = await startLlmFakeServer();
  const asha = await subscriberWithTwoWeeks();
  for (const mode of ['bad', 'numbers', 'error'] as const) {
    llm.mode = mode;
    const recs = (await asha.post('/api/ai-recommendations/generate')).json<Rec[]>();
    expect(recs[0], mode).toMatchObject({ title: 'Close your protein gap', wording: 'engine' });
  }
});

test("a model slower than its timeout is abandoned for the engine's words", async () => {
  llm = await startLlmFakeServer();
  llm.mode = 'hang';
  const asha = await subscriberWithTwoWeeks(300);
  const started = performance.now();
  const res = await asha.post('/api/ai-recommendations/generate');
  expect(res.statusCode).toBe(200);
  expect(res.json<Rec[]>()[0]).toMatchObject({ title: 'Close your protein gap', wording: 'engine' });
  expect(performance.now() - started).toBeLessThan(4000);
});
