// The tracker's recommendation, history, streak, check-in and export calls.
import {
  checkInDecisionRequestSchema,
  checkInDecisionResponseSchema,
  checkInSchema,
  exportQuerySchema,
  historyQuerySchema,
  historyResponseSchema,
  nutritionExportSchema,
  recommendationsResponseSchema,
  streaksResponseSchema,
} from '../../../contracts/nutrition';
import { callerOf, SUBSCRIPTION_REQUIRED_MESSAGE, type EntitlementCheck } from '../auth/access-control';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import type { InsightsService } from './insights-service';
import { exportCsv, type ProgressService } from './progress-service';

const subscriber = { access: 'subscriber' } as const;

export function progressRoutes(
  app: App,
  deps: { insights: InsightsService; progress: ProgressService; isEntitled: EntitlementCheck },
): void {
  const { insights, progress } = deps;

  app.get(
    '/api/ai-recommendations',
    { config: subscriber, schema: { response: { 200: recommendationsResponseSchema } } },
    async (request) => insights.list(callerOf(request).userId),
  );

  app.post(
    '/api/ai-recommendations/generate',
    { config: subscriber, schema: { response: { 200: recommendationsResponseSchema } } },
    async (request) => insights.generate(callerOf(request).userId),
  );

  app.get(
    '/api/nutrition/history',
    {
      config: subscriber,
      schema: { querystring: historyQuerySchema, response: { 200: historyResponseSchema } },
    },
    async (request) => progress.history(callerOf(request).userId, Number(request.query.days ?? '7')),
  );

  app.get(
    '/api/nutrition/streaks',
    { config: subscriber, schema: { response: { 200: streaksResponseSchema } } },
    async (request) => progress.streaks(callerOf(request).userId),
  );

  app.get(
    '/api/nutrition/check-in',
    { config: subscriber, schema: { response: { 200: checkInSchema } } },
    async (request) => progress.checkIn(callerOf(request).userId),
  );

  app.post(
    '/api/nutrition/check-in',
    {
      config: subscriber,
      schema: { body: checkInDecisionRequestSchema, response: { 200: checkInDecisionResponseSchema } },
    },
    async (request) => progress.decide(callerOf(request).userId, request.body.decision),
  );

  // 'user', not 'subscriber': a paused or past-due subscriber keeps the right to take their data with them.
  app.get(
    '/api/nutrition/export',
    { config: { access: 'user' }, schema: { querystring: exportQuerySchema } },
    async (request, reply) => {
      const { userId } = callerOf(request);
      if (!(await deps.isEntitled(userId)) && !(await progress.hasData(userId))) {
        throw new AppError('FORBIDDEN', SUBSCRIPTION_REQUIRED_MESSAGE);
      }
      const data = await progress.exportData(userId);
      const day = data.exportedAt.slice(0, 10);
      reply.header('cache-control', 'no-store');
      if (request.query.format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="tiffin-fit-nutrition-${day}.csv"`)
          .send(exportCsv(data));
      }
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="tiffin-fit-nutrition-${day}.json"`)
        .send(JSON.stringify(nutritionExportSchema.parse(data)));
    },
  );
}
