// E-mail routes: template previews, admin test sends, newsletter unsubscribe links and the admin's e-mail log.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  TEST_EMAIL_INVALID_MESSAGE,
  TEST_EMAIL_MISSING_MESSAGE,
  emailLogsResponseSchema,
  emailTemplatePreviewsResponseSchema,
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
import { newsletterUnsubscriptionRepository } from './newsletter-unsubscription-repository';
import { enqueueEmail } from './outbox';
import { emailOutboxRepository } from './outbox-repository';
import { createSlidingWindowLimiter } from './sliding-window-limiter';
import { unsubscribePage } from './unsubscribe-page';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/** The address sample e-mails are rendered for on the preview page. */
const SAMPLE_RECIPIENT = 'priya@example.com';
/** Test sends per address and per caller (spec: rate-limited; it sends nine e-mails each time). */
const TEST_SEND_LIMIT = { limit: 5, windowMs: 10 * 60_000 };
const EMAIL_LOG_PAGE = 100;
/** An HTML page sent as it is (Fastify serializes objects only). */
const htmlDocument = z.string();

export interface EmailRouteDeps {
  db: Db;
  clock: Clock;
  settings: EmailRenderSettings;
  unsubscribeKey: Buffer;
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
  const { db, clock, settings, unsubscribeKey } = deps;
  const limiter = createSlidingWindowLimiter({ ...TEST_SEND_LIMIT, clock });
  let previews: ReturnType<typeof renderPreviews> | undefined;

  app.get(
    '/api/email-templates/previews',
    {
      config: { access: 'public' },
      schema: { response: { 200: emailTemplatePreviewsResponseSchema } },
    },
    () => {
      // The samples depend only on configuration: render them once.
      previews ??= renderPreviews(settings, SAMPLE_RECIPIENT);
      return { templates: previews };
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
      const messages = sampleMessages(settings);
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

  // The newsletter's unsubscribe link: opened from the e-mail, so no sign-in and a page a browser can show.
  app.get(
    '/api/newsletter/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        querystring: newsletterUnsubscribeQuerySchema,
        // Browsers get a small HTML page; API clients get JSON.
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
        const message = `This unsubscribe link is not valid. Write to ${settings.business.contactEmail} and we'll take you off the list.`;
        if (!html) throw new AppError('BAD_REQUEST', message);
        return reply.status(400).type('text/html; charset=utf-8').send(unsubscribePage(settings, null));
      }
      await newsletterUnsubscriptionRepository(db).add(email, clock.now());
      request.log.info('newsletter unsubscription recorded');
      if (html) return reply.type('text/html; charset=utf-8').send(unsubscribePage(settings, email));
      return {
        success: true as const,
        message: `${email} will not receive the Tiffin Fit newsletter any more.`,
      };
    },
  );

  app.get(
    '/api/admin/email-logs',
    {
      config: { access: 'admin' },
      schema: { response: { 200: emailLogsResponseSchema } },
    },
    async () => {
      const rows = await emailOutboxRepository(db).listLogs({ limit: EMAIL_LOG_PAGE });
      return rows.map((row) => ({
        ...row,
        sentAt: row.sentAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
}
