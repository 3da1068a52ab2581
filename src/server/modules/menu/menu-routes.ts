// The menu's calls: the dated menu for anyone (GET /api/menu?week=), and the kitchen's dishes, weeks, rotation, who
// may edit and the labels' keeping time. Parse, call the service, answer.
import {
  createDishRequestSchema,
  dishesResponseSchema,
  dishParamsSchema,
  dishResponseSchema,
  photoParamsSchema,
  updateDishRequestSchema,
} from '../../../contracts/dishes';
import { foodSearchQuerySchema, foodSearchResponseSchema, type Food } from '../../../contracts/foods';
import { menuQuerySchema } from '../../../contracts/menu';
import {
  MENU_LIMITS,
  menuAccessResponseSchema,
  menuChangeResponseSchema,
  menuEditorParamsSchema,
  menuEditorRequestSchema,
  menuSettingsRequestSchema,
  menuWeekParamsSchema,
  menuWeekResponseSchema,
  menuWeeksQuerySchema,
  menuWeeksResponseSchema,
  putMenuWeekRequestSchema,
  putRotationRequestSchema,
  rotationResponseSchema,
} from '../../../contracts/menu-calendar';
import { localDate } from '../../../domain/calendar';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import { callerOf } from '../auth/access-control';
import { PHOTO_LIMITS, PHOTO_MESSAGES, PHOTO_TYPES, photoFormatFor } from './dish-photos';
import type { MenuService } from './menu-service';

/** Staff see the menu; editing asks the service, which knows who an owner allowed (issue 42). */
const team = { access: 'team' } as const;
const owners = { access: 'admin' } as const;

export function menuRoutes(
  app: App,
  deps: { menu: MenuService; searchFoods: (query: string, limit: number) => Food[] },
): void {
  const { menu } = deps;

  app.get(
    '/api/menu',
    {
      config: { access: 'public' },
      // The answer is menuResponseSchema's (contracts/menu.ts; menu.test.ts parses it), sent as the JSON kept for it.
      schema: { querystring: menuQuerySchema },
    },
    async (request, reply) => {
      // Made once per menu change and week, then sent as it is: a string is not serialized again.
      const json = await menu.menuJson(request.query.week);
      return reply
        .header('cache-control', 'public, max-age=300')
        .type('application/json; charset=utf-8')
        .send(json);
    },
  );

  app.get(
    '/api/admin/dishes',
    { config: team, schema: { response: { 200: dishesResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { dishes: await menu.listDishes() };
    },
  );

  app.post(
    '/api/admin/dishes',
    { config: team, schema: { body: createDishRequestSchema, response: { 201: dishResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ dish: await menu.createDish(callerOf(request), request.body) }),
  );

  app.get(
    '/api/admin/dishes/:id',
    { config: team, schema: { params: dishParamsSchema, response: { 200: dishResponseSchema } } },
    async (request) => ({ dish: await menu.getDish(request.params.id) }),
  );

  app.patch(
    '/api/admin/dishes/:id',
    {
      config: team,
      schema: {
        params: dishParamsSchema,
        body: updateDishRequestSchema,
        response: { 200: dishResponseSchema },
      },
    },
    async (request) => ({ dish: await menu.updateDish(callerOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/admin/dishes/:id',
    { config: team, schema: { params: dishParamsSchema } },
    async (request, reply) => {
      await menu.deleteDish(callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // A dish's photo: the file itself as the body (image/jpeg, png, webp, heic...), up to 10 MB, on this route only.
  void app.register((scope: App, _options, done) => {
    scope.addContentTypeParser(
      [...PHOTO_TYPES, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: PHOTO_LIMITS.bytes },
      (_request, body, parsed) => parsed(null, body),
    );
    scope.post(
      '/api/admin/dishes/:id/photo',
      {
        config: team,
        bodyLimit: PHOTO_LIMITS.bytes,
        // Said before the body is read: a file too large is refused by its announced length, with a clear message.
        onRequest: async (request) => {
          if (Number(request.headers['content-length'] ?? 0) > PHOTO_LIMITS.bytes) {
            throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge, {
              photo: PHOTO_MESSAGES.tooLarge,
            });
          }
          await Promise.resolve();
        },
        schema: { params: dishParamsSchema, response: { 200: dishResponseSchema } },
      },
      async (request) => {
        // Any other type (JSON...) is not a photo: the service refuses it once it knows the dish and the caller.
        const file = Buffer.isBuffer(request.body) ? request.body : null;
        return { dish: await menu.setPhoto(callerOf(request), request.params.id, file) };
      },
    );
    done();
  });

  app.get(
    '/api/menu/photos/:photoId',
    { config: { access: 'public' }, schema: { params: photoParamsSchema } },
    async (request, reply) => {
      const format = photoFormatFor(request.headers.accept);
      const data = await menu.photo(request.params.photoId, format);
      // A photo's address is new with each upload: it never changes, so it is kept a year.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'Accept')
        .type(`image/${format}`)
        .send(data);
    },
  );

  // The recipe editor's ingredient search: the tracker's search over the same catalogue.
  app.get(
    '/api/admin/foods',
    {
      config: team,
      schema: { querystring: foodSearchQuerySchema, response: { 200: foodSearchResponseSchema } },
    },
    (request) =>
      Promise.resolve({
        foods: deps.searchFoods(request.query.q, Math.min(30, request.query.limit ?? 12)),
      }),
  );

  app.get(
    '/api/admin/menu/access',
    { config: team, schema: { response: { 200: menuAccessResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return menu.access(callerOf(request));
    },
  );

  app.get(
    '/api/admin/menu/weeks',
    {
      config: team,
      schema: { querystring: menuWeeksQuerySchema, response: { 200: menuWeeksResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const count = Math.min(MENU_LIMITS.weeksListed, Math.max(1, request.query.count ?? 6));
      const from = request.query.from ? localDate(request.query.from) : undefined;
      return { weeks: await menu.weeks(from, count) };
    },
  );

  app.get(
    '/api/admin/menu/weeks/:weekStart',
    { config: team, schema: { params: menuWeekParamsSchema, response: { 200: menuWeekResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return menu.getWeek(localDate(request.params.weekStart));
    },
  );

  app.put(
    '/api/admin/menu/weeks/:weekStart',
    {
      config: team,
      schema: {
        params: menuWeekParamsSchema,
        body: putMenuWeekRequestSchema,
        response: { 200: menuChangeResponseSchema },
      },
    },
    async (request) => menu.putWeek(callerOf(request), localDate(request.params.weekStart), request.body),
  );

  app.get(
    '/api/admin/menu/rotation',
    { config: team, schema: { response: { 200: rotationResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { rotation: await menu.rotation() };
    },
  );

  app.put(
    '/api/admin/menu/rotation',
    { config: team, schema: { body: putRotationRequestSchema, response: { 200: rotationResponseSchema } } },
    async (request) => ({ rotation: await menu.putRotation(callerOf(request), request.body) }),
  );

  app.put(
    '/api/admin/menu/editors/:userId',
    {
      config: owners,
      schema: {
        params: menuEditorParamsSchema,
        body: menuEditorRequestSchema,
        response: { 200: menuAccessResponseSchema },
      },
    },
    async (request) => menu.setEditor(callerOf(request), request.params.userId, request.body.canEdit),
  );

  app.put(
    '/api/admin/menu/settings',
    {
      config: owners,
      schema: { body: menuSettingsRequestSchema, response: { 200: menuAccessResponseSchema } },
    },
    async (request) => menu.setKeepDays(callerOf(request), request.body.keepDays),
  );
}
