// The server's test clock (TEST_CLOCK=true): read it and move it forward as the admin, running the jobs on the way.
import { expect, type APIRequestContext } from '@playwright/test';
import { addDays, localDateOf, weekdayOf, zonedInstant, type LocalDate } from '../../src/domain/calendar';
import { ADMIN, signedInToken } from './accounts';

async function adminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await signedInToken(request, ADMIN)}` };
}

export async function clockNow(request: APIRequestContext): Promise<Date> {
  const response = await request.get('/api/admin/test-clock', { headers: await adminHeaders(request) });
  expect(response.status(), await response.text()).toBe(200);
  return new Date(((await response.json()) as { now: string }).now);
}

export async function moveClock(request: APIRequestContext, to: Date): Promise<void> {
  const response = await request.post('/api/admin/test-clock', {
    headers: await adminHeaders(request),
    data: { now: to.toISOString() },
    timeout: 60_000,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The first date after the server's today (Irving) that falls on the weekday (0 Sunday ... 6 Saturday). */
export function nextWeekday(now: Date, weekday: number): LocalDate {
  let day = addDays(localDateOf(now), 1);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
}

/** An hour and minute on a date, Central time. */
export const central = (day: LocalDate, hour: number, minute = 0) => zonedInstant(day, hour, minute);
