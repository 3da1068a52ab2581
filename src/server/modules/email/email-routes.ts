// E-mail routes: template previews, admin test sends, newsletter unsubscribe links and the admin's e-mail log.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  TEST_EMAIL_INVALID_MESSAGE,
  TEST_EMAIL_MISSING_MESSAGE,
  emailTemplatePreviewsResponseSchema,
  newsletterUnsubscribeBodySchema,
  newsletterUnsubscribeQuerySchema,
  newsletterUnsubscribeResponseSchema,
  testEmailTemplatesRequestSchema,
  testEmailTemplatesResponseSchema,
} from '../../../contracts/email';
import { errorBodySchema } from '../../../contracts/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import { renderPreviews, sampleMessages, type EmailRenderSettings } from './email-renderer';
import type { SampleMenu } from './email-templates';
import { newsletterUnsubscriptionRepository } from './newsletter-unsubscription-repository';
import { enqueueEmail } from './outbox';
import { createSlidingWindowLimiter } from './sliding-window-limiter';
import { unsubscribePage, type UnsubscribePageState } from './unsubscribe-page';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/** The address sample e-mails are rendered for on the preview page. */
const SAMPLE_RECIPIENT = 'priya@example.com';
/** Test sends per address and per caller (spec: rate-limited; it sends nine e-mails each time). */
const TEST_SEND_LIMIT = { limit: 5, windowMs: 10 * 60_000 };
/** An HTML page sent as it is (Fastify serializes objects only). */
const htmlDocument = z.string();

export interface EmailRouteDeps {
  db: Db;
  clock: Clock;
  settings: EmailRenderSettings;
  unsubscribeKey: Buffer;
  /** The week whose lunches the samples show; without it they show the spec's week. */
  sampleMenu?: (() => Promise<SampleMenu>) | undefined;
}

/** A missing or malformed address gets the spec's message rather than the generic validation text. */
function toTestEmailError(error: Error): Error {
  if (!(error instanceof AppError) || !error.fields) return error;
  const reason = error.fields.email;
  if (reason === undefined) return error;
  const message =
    reason === TEST_EMAIL_MISSING_MESSAGE ? TEST_EMAIL_MISSING_MESSAGE : TEST_EMAIL_INVALID_MESSAGE;
  return new AppError('VALIDATION', message, { email: message });
}

function prefersHtml(accept: string | undefined): boolean {
  return accept !== undefined && /\btext\/html\b/.test(accept);
}

export function emailRoutes(app: App, deps: EmailRouteDeps): void {
  const { db, clock, settings } = deps;
  const limiter = createSlidingWindowLimiter({ ...TEST_SEND_LIMIT, clock });
  /** The settings the samples are rendered with: the configuration and the menu's week as it is now. */
  const sampleSettings = async (): Promise<EmailRenderSettings> => ({
    ...settings,
    menu: deps.sampleMenu ? await deps.sampleMenu() : null,
  });
  let previews: { menu: string; rendered: ReturnType<typeof renderPreviews> } | undefined;

  app.get(
    '/api/email-templates/previews',
    {
      config: { access: 'public' },
      schema: { response: { 200: emailTemplatePreviewsResponseSchema } },
    },
    async () => {
      // The samples depend on configuration and the menu's week: rendered again only when the week's lunches change.
      const current = await sampleSettings();
      const menu = JSON.stringify(current.menu);
      if (previews?.menu !== menu) previews = { menu, rendered: renderPreviews(current, SAMPLE_RECIPIENT) };
      return { templates: previews.rendered };
    },
  );

  app.post(
    '/api/test-email-templates',
    {
      config: { access: 'admin' },
      attachValidation: true,
      schema: { body: testEmailTemplatesRequestSchema, response: { 200: testEmailTemplatesResponseSchema } },
    },
    async (request) => {
      if (request.validationError) throw toTestEmailError(request.validationError);
      const { email } = request.body;
      const decision = limiter.take([`ip:${request.ip}`, `to:${email.toLowerCase()}`]);
      if (!decision.allowed) {
        const minutes = Math.ceil(decision.retryAfterSeconds / 60);
        throw new AppError(
          'RATE_LIMITED',
          `Too many test sends. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          undefined,
          { 'retry-after': String(decision.retryAfterSeconds) },
        );
      }
      const batch = randomUUID();
      const messages = sampleMessages(await sampleSettings());
      const now = clock.now();
      await db.transaction(async (tx) => {
        for (const message of messages) {
          await enqueueEmail(
            tx,
            {
              ...message,
              to: email,
              dedupeKey: `template-test:${batch}:${message.template}`,
            },
            now,
          );
        }
      });
      request.log.info({ count: messages.length }, 'test e-mails queued');
      return {
        success: true as const,
        message: `${messages.length} test e-mails are on their way to ${email}.`,
        count: messages.length,
      };
    },
  );

  unsubscribeRoutes(app, deps);
}

const UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

/**
 * The newsletter's unsubscribe link, opened from the e-mail without signing in. A GET only asks: mail scanners
 * and link previews follow links. The page's form, or a mail client's one-click button (RFC 8058), POSTs to the
 * same address, and that is what takes the address off the list.
 */
function unsubscribeRoutes(app: App, deps: EmailRouteDeps): void {
  const { db, clock, settings, unsubscribeKey } = deps;
  const invalidMessage = `This unsubscribe link is not valid. Write to ${settings.business.contactEmail} and we'll take you off the list.`;
  const page = (state: UnsubscribePageState) => unsubscribePage(settings, state);

  void app.register((scope: App, _options, done) => {
    // Forms and mail clients post form data; these parsers exist only on these two routes.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, parsed) => parsed(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // RFC 8058 allows multipart too; its one field says nothing the signed token does not.
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: 4096 },
      (_r, _b, parsed) => parsed(null, undefined),
    );

    scope.get(
      UNSUBSCRIBE_PATH,
      {
        config: { access: 'public' },
        schema: {
          querystring: newsletterUnsubscribeQuerySchema,
          response: { 200: htmlDocument, 400: z.union([errorBodySchema, htmlDocument]) },
        },
      },
      async (request, reply) => {
        const email = verifyUnsubscribeToken(unsubscribeKey, request.query.token);
        if (!email) {
          if (!prefersHtml(request.headers.accept)) throw new AppError('BAD_REQUEST', invalidMessage);
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(page({ kind: 'invalid' }));
        }
        const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`;
        return reply.type('text/html; charset=utf-8').send(page({ kind: 'confirm', email, action }));
      },
    );

    scope.post(
      UNSUBSCRIBE_PATH,
      {
        config: { access: 'public' },
        schema: {
          querystring: newsletterUnsubscribeQuerySchema,
          body: newsletterUnsubscribeBodySchema,
          // The confirm page's form gets a page; mail clients and API callers get JSON.
          response: {
            200: z.union([newsletterUnsubscribeResponseSchema, htmlDocument]),
            400: z.union([errorBodySchema, htmlDocument]),
          },
        },
      },
      async (request, reply) => {
        const email = verifyUnsubscribeToken(unsubscribeKey, request.query.token);
        const html = prefersHtml(request.headers.accept);
        if (!email) {
          if (!html) throw new AppError('BAD_REQUEST', invalidMessage);
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(page({ kind: 'invalid' }));
        }
        await newsletterUnsubscriptionRepository(db).add(email, clock.now());
        request.log.info('newsletter unsubscription recorded');
        if (html) return reply.type('text/html; charset=utf-8').send(page({ kind: 'done', email }));
        return {
          success: true as const,
          message: `${email} will not receive the Tiffin Fit newsletter any more.`,
        };
      },
    );
    done();
  });
}
