// The tracker's goal, day-log, lunch, weight and preference calls: parse, call a service, answer.
import {
  batchChangeResponseSchema,
  copyMealRequestSchema,
  dailyNutritionSchema,
  dayChangeResponseSchema,
  logEntrySchema,
  dayParamsSchema,
  entryParamsSchema,
  logBatchRequestSchema,
  logEntryRequestSchema,
  logLunchRequestSchema,
  lunchQuerySchema,
  lunchSchema,
  nutritionGoalsRequestSchema,
  nutritionGoalsSchema,
  preferencesRequestSchema,
  preferencesSchema,
  recentEntriesResponseSchema,
  updateLogEntryRequestSchema,
  weightEntrySchema,
  weightRequestSchema,
  weightsQuerySchema,
  weightsResponseSchema,
  type DayChangeResponse,
} from '../../../contracts/nutrition';
import * as z from 'zod/mini';
import { callerOf, writerOf } from '../auth/access-control';
import type { App } from '../../http/routing';
import type { GoalsService } from './goals-service';
import type { KeyKeptWithWork } from '../../http/idempotency';
import type { EntryKey, LogService } from './log-service';

const subscriber = { access: 'subscriber' } as const;
/**
 * A logging call a phone may send again from its offline queue (issue 22): one request per Idempotency-Key does the
 * work, and each keeps the key in the statement that does it (`http/idempotency.ts`, `keptWithTheWork`): one commit,
 * not three (issue 45). Entries also keep the key themselves (`clientKey`), so a repeat after the key is pruned is
 * still the same entries.
 */
const subscriberOnce = { access: 'subscriber', idempotent: { keptWithTheWork: true } } as const;
/**
 * An entry's add and removal, the tracker's commonest writes, check the caller's session in their own statement: one
 * round trip instead of the session's read and then the write (decision 0046).
 */
const sessionInWrite = { sessionInWrite: true } as const;
const keyOf = (request: {
  idempotency: { key: string; kept?: KeyKeptWithWork } | null;
}): EntryKey | undefined =>
  request.idempotency ? { key: request.idempotency.key, kept: request.idempotency.kept } : undefined;

const changedEntry = z.nullable(logEntrySchema);
const dayOwnFields = z.omit(dailyNutritionSchema, { entries: true });

/**
 * The answer of a change to a day. The entry written and the day's own fields (its totals, weight, lunch) are checked
 * by the contract's shapes; the day's entries are not checked again one by one: `entryView` builds each of them as it
 * builds the entry checked, and passing a whole day through zod again was most of the answer's cost on the tracker's
 * commonest writes (issue 45).
 */
function dayChangeAnswerJson(data: unknown): string {
  const { entry, day } = data as Partial<DayChangeResponse>;
  if (entry === undefined || !day || !Array.isArray(day.entries)) {
    return JSON.stringify(z.parse(dayChangeResponseSchema, data));
  }
  const { entries, ...own } = day;
  const entryJson = JSON.stringify(z.parse(changedEntry, entry));
  const ownJson = JSON.stringify(z.parse(dayOwnFields, own));
  return `{"entry":${entryJson},"day":{"entries":${JSON.stringify(entries)},${ownJson.slice(1)}}`;
}
const dayChangeAnswer = { serializerCompiler: () => dayChangeAnswerJson } as const;

export function logRoutes(app: App, deps: { goals: GoalsService; log: LogService }): void {
  const { goals, log } = deps;

  app.get(
    '/api/nutritional-goals',
    { config: subscriber, schema: { response: { 200: nutritionGoalsSchema } } },
    async (request) => goals.get(callerOf(request).userId),
  );

  app.post(
    '/api/nutritional-goals',
    {
      config: subscriber,
      schema: { body: nutritionGoalsRequestSchema, response: { 200: nutritionGoalsSchema } },
    },
    async (request) => goals.save(callerOf(request).userId, request.body),
  );

  app.post(
    '/api/daily-nutrition',
    {
      config: { ...subscriberOnce, ...sessionInWrite },
      schema: { body: logEntryRequestSchema, response: { 201: dayChangeResponseSchema } },
      ...dayChangeAnswer,
    },
    async (request, reply) => {
      const { userId, session } = writerOf(request);
      return reply.code(201).send(await log.add(userId, request.body, keyOf(request), session));
    },
  );

  app.post(
    '/api/daily-nutrition/batch',
    {
      config: subscriberOnce,
      schema: { body: logBatchRequestSchema, response: { 201: batchChangeResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await log.addBatch(callerOf(request).userId, request.body, keyOf(request))),
  );

  app.post(
    '/api/daily-nutrition/copy',
    {
      config: subscriberOnce,
      schema: { body: copyMealRequestSchema, response: { 201: batchChangeResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await log.copyMeal(callerOf(request).userId, request.body, keyOf(request))),
  );

  app.get(
    '/api/daily-nutrition/recent',
    { config: subscriber, schema: { response: { 200: recentEntriesResponseSchema } } },
    async (request) => log.recent(callerOf(request).userId),
  );

  app.get(
    '/api/daily-nutrition/lunch',
    { config: subscriber, schema: { querystring: lunchQuerySchema, response: { 200: lunchSchema } } },
    async (request) => log.lunch(callerOf(request).userId, request.query.date),
  );

  app.post(
    '/api/daily-nutrition/lunch',
    {
      config: subscriberOnce,
      schema: { body: logLunchRequestSchema, response: { 201: dayChangeResponseSchema } },
      ...dayChangeAnswer,
    },
    async (request, reply) =>
      reply.code(201).send(await log.logLunch(callerOf(request).userId, request.body?.date, keyOf(request))),
  );

  app.get(
    '/api/daily-nutrition/:date',
    { config: subscriber, schema: { params: dayParamsSchema, response: { 200: dailyNutritionSchema } } },
    async (request) => log.day(callerOf(request).userId, request.params.date),
  );

  app.patch(
    '/api/daily-nutrition/entries/:id',
    {
      config: subscriber,
      schema: {
        params: entryParamsSchema,
        body: updateLogEntryRequestSchema,
        response: { 200: dayChangeResponseSchema },
      },
      ...dayChangeAnswer,
    },
    async (request) => log.update(callerOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/api/daily-nutrition/entries/:id',
    {
      config: { ...subscriber, ...sessionInWrite },
      schema: { params: entryParamsSchema, response: { 200: dayChangeResponseSchema } },
      ...dayChangeAnswer,
    },
    async (request) => {
      const { userId, session } = writerOf(request);
      return log.remove(userId, request.params.id, session);
    },
  );

  app.post(
    '/api/nutrition/weights',
    { config: subscriberOnce, schema: { body: weightRequestSchema, response: { 201: weightEntrySchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await log.saveWeight(
            callerOf(request).userId,
            request.body.date,
            request.body.weight,
            keyOf(request),
          ),
        ),
  );

  app.get(
    '/api/nutrition/weights',
    {
      config: subscriber,
      schema: { querystring: weightsQuerySchema, response: { 200: weightsResponseSchema } },
    },
    async (request) => ({
      weights: await log.weights(callerOf(request).userId, Number(request.query.days ?? '90')),
    }),
  );

  app.get(
    '/api/nutrition/preferences',
    { config: subscriber, schema: { response: { 200: preferencesSchema } } },
    async (request) => log.preferences(callerOf(request).userId),
  );

  app.put(
    '/api/nutrition/preferences',
    { config: subscriber, schema: { body: preferencesRequestSchema, response: { 200: preferencesSchema } } },
    async (request) => log.savePreferences(callerOf(request).userId, request.body.units),
  );

  app.delete(
    '/api/nutrition/weights/:date',
    { config: subscriber, schema: { params: dayParamsSchema } },
    async (request, reply) => {
      await log.removeWeight(callerOf(request).userId, request.params.date);
      return reply.code(204).send();
    },
  );
}
