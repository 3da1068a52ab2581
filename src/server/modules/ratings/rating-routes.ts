// Ratings' calls: the subscriber's (rate, list), the weekly e-mail's signed link (a GET that shows, a POST that
// records), the kitchen's view per dish and the landing page's live averages.
import { z } from 'zod';
import {
  adminRatingsQuerySchema,
  adminRatingsResponseSchema,
  publicDishRatingsSchema,
  rateRequestSchema,
  rateResponseSchema,
  ratingLinkQuerySchema,
  ratingsResponseSchema,
} from '../../../contracts/ratings';
import { errorBodySchema } from '../../../contracts/errors';
import type { BusinessConfig } from '../../config';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import { callerOf } from '../auth/access-control';
import { ratingLinkPage } from './rating-link-page';
import type { RatingLinkState, RatingService } from './rating-service';

export const RATING_LINK_PATH = '/api/ratings/link';
const htmlDocument = z.string();
const INVALID_LINK = 'This rating link is not valid. Sign in to rate your lunches from your dashboard.';

/** A browser gets the page that says so; a script or an API client gets the one error body. */
function prefersHtml(accept: string | undefined): boolean {
  return accept !== undefined && /\btext\/html\b/.test(accept);
}

export function ratingRoutes(
  app: App,
  deps: { ratings: RatingService; appOrigin: string; business: BusinessConfig },
): void {
  const { ratings } = deps;

  app.post(
    '/api/ratings',
    {
      config: { access: 'user' },
      schema: { body: rateRequestSchema, response: { 200: rateResponseSchema } },
    },
    async (request) => ratings.rate(callerOf(request), request.body),
  );

  app.get(
    '/api/ratings',
    { config: { access: 'user' }, schema: { response: { 200: ratingsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ratings.list(callerOf(request));
    },
  );

  app.get(
    '/api/ratings/dishes',
    { config: { access: 'public' }, schema: { response: { 200: publicDishRatingsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ratings.publicDishes();
    },
  );

  app.get(
    '/api/admin/ratings',
    {
      config: { access: 'team' },
      schema: { querystring: adminRatingsQuerySchema, response: { 200: adminRatingsResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ratings.kitchen(callerOf(request), request.query);
    },
  );

  const page = (state: RatingLinkState, token: string) =>
    ratingLinkPage(
      { appOrigin: deps.appOrigin, business: deps.business },
      state,
      `${RATING_LINK_PATH}?token=${encodeURIComponent(token)}`,
    );

  void app.register((scope: App, _options, done) => {
    // The page's form posts form data; this parser exists only on this route. Tags come as repeated fields.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_request, body, parsed) => {
        const params = new URLSearchParams(String(body));
        parsed(null, {
          stars: params.get('stars') ?? undefined,
          tags: params.getAll('tags').slice(0, 10),
          comment: params.get('comment') ?? undefined,
        });
      },
    );

    scope.get(
      RATING_LINK_PATH,
      {
        config: { access: 'public' },
        schema: {
          querystring: ratingLinkQuerySchema,
          response: { 200: htmlDocument, 400: z.union([errorBodySchema, htmlDocument]) },
        },
      },
      async (request, reply) => {
        const { token, stars } = request.query;
        const state = await ratings.linkPage(token, stars ? Number(stars) : null);
        if (state.kind === 'invalid' && !prefersHtml(request.headers.accept)) {
          throw new AppError('BAD_REQUEST', INVALID_LINK);
        }
        reply.header('cache-control', 'no-store');
        return reply
          .status(state.kind === 'invalid' ? 400 : 200)
          .type('text/html; charset=utf-8')
          .send(page(state, token));
      },
    );

    scope.post(
      RATING_LINK_PATH,
      {
        config: { access: 'public' },
        schema: {
          querystring: ratingLinkQuerySchema,
          body: z.object({
            stars: z.string().max(2).optional(),
            tags: z.array(z.string().max(20)).max(10),
            comment: z.string().max(2000).optional(),
          }),
          response: { 200: htmlDocument, 400: z.union([errorBodySchema, htmlDocument]) },
        },
      },
      async (request, reply) => {
        const { token } = request.query;
        const state = await ratings.linkPost(token, request.body);
        if (state.kind === 'invalid' && !prefersHtml(request.headers.accept)) {
          throw new AppError('BAD_REQUEST', INVALID_LINK);
        }
        reply.header('cache-control', 'no-store');
        return reply
          .status(state.kind === 'invalid' ? 400 : 200)
          .type('text/html; charset=utf-8')
          .send(page(state, token));
      },
    );
    done();
  });
}
