// Builds the whole server from its dependencies; main.ts passes the real ones, tests pass their own.
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { MailTransport } from './adapters/mail/mail-transport';
import type { Clock } from './clock';
import type { Database } from './db/client';
import { registerErrorHandling } from './http/error-handler';
import { loggerOptions } from './http/log-redaction';
import { requireAccessPolicy, type App, type ZodTypeProvider } from './http/routing';
import { registerSecurityHeaders } from './http/security-headers';
import { fastifyTrustProxy } from './http/trust-proxy';
import { serializerCompiler, validatorCompiler } from './http/zod-schemas';
import type { EntitlementCheck } from './modules/auth/access-control';
import { registerAuth } from './modules/auth/auth-module';
import { emailModule } from './modules/email/email-module';
import { healthRoutes } from './modules/health/health-routes';
import { menuRoutes } from './modules/menu/menu-routes';
import { pageViewRoutes } from './modules/page-views/page-view-routes';
import { waitlistRoutes } from './modules/waitlist/waitlist-routes';
import { webRoutes } from './modules/web/web-routes';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  clock: Clock;
  /** Overrides the logger (tests pass false or a stream). */
  logger?: FastifyServerOptions['logger'];
  /** Whether a user may use subscriber-only features; until subscriptions exist, nobody may. */
  isEntitled?: EntitlementCheck;
  /** Overrides the mail transport chosen from SMTP_URL (SMTP, else .eml files in DATA_DIR/mail). */
  mailTransport?: MailTransport;
  /** Whether the e-mail worker starts with the app; tests leave it off and call app.emailWorker.drain(). */
  startEmailWorker?: boolean;
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, clock } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, ...loggerOptions },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  requireAccessPolicy(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  // First: its access control must see every route registered after it.
  await registerAuth(app, { config, db: database.db, clock, isEntitled: deps.isEntitled });

  healthRoutes(app, { database, version: config.version });
  menuRoutes(app);
  pageViewRoutes(app, { db: database.db, clock });
  waitlistRoutes(app, { db: database.db, clock });
  emailModule(app, {
    config,
    db: database.db,
    clock,
    transport: deps.mailTransport,
    startWorker: deps.startEmailWorker ?? true,
  });
  await webRoutes(app, {
    webDistDir: config.webDistDir,
    appOrigin: config.appOrigin,
    business: config.business,
    googleSignInEnabled: config.auth.google !== undefined,
    clock,
  });

  return app;
}
