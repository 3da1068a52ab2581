// GET /metrics in Prometheus text, only with METRICS_TOKEN as a bearer token: Node and process defaults, the HTTP
// duration histogram (one onResponse hook), job runs of this instance, and the business figures from the database.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RunObservation } from '../../jobs/jobs';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import type { Clock } from '../../clock';
import { registerBusinessMetrics, type BusinessMetricsDeps } from './business-metrics';

/** Seconds; from a cached read (1 ms) to a slow checkout or export. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface Metrics {
  registry: Registry;
  /** Counts a job run of this instance (JobsDeps.onRun). */
  jobRan(run: RunObservation): void;
}

/** The per-process families. A registry per app, so tests can build several apps in one process. */
export function createMetrics(version: string): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'tiffin_build_info',
    help: 'Always 1; the version label says which version this instance runs.',
    labelNames: ['version'],
    registers: [registry],
  }).set({ version }, 1);
  const runs = new Counter({
    name: 'tiffin_job_runs_total',
    help: 'Job runs by this instance, by job and status (done, retry: asked to run later, error: threw and will retry, failed: no attempts left).',
    labelNames: ['job', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'tiffin_job_duration_seconds',
    help: 'How long job runs took, by job.',
    labelNames: ['job'],
    buckets: [0.01, 0.1, 1, 10, 60, 300],
    registers: [registry],
  });
  return {
    registry,
    jobRan(run) {
      runs.inc({ job: run.name, status: run.status });
      durations.observe({ job: run.name }, run.seconds);
    },
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The HTTP histogram's one hook: registered before any route or plugin, so it sees every request. */
export function registerHttpMetrics(app: App, metrics: Metrics): void {
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class, and how long they took.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: HTTP_BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    httpDuration.observe(
      {
        method: request.method,
        // The pattern (/api/admin/subscribers/:id), never the path: one series per route, not per id.
        route: request.routeOptions.url ?? '(unmatched)',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/**
 * Keeps the business figures at most `maxAgeMs` old on the app's clock: the first scrape waits for them; after that
 * a scrape answers from memory and, when they are older, starts one read in the background for the next scrapes.
 * A failed read (the database out of reach) keeps the figures it had and is tried again at the next scrape.
 */
export function figuresAtMostAsOld(
  read: () => Promise<void>,
  deps: { clock: Clock; maxAgeMs: number; log: (error: unknown) => void },
): () => Promise<void> {
  let readAt: number | null = null;
  let reading: Promise<void> | null = null;
  const start = () => {
    const at = deps.clock.now().getTime();
    reading ??= read()
      .then(() => {
        readAt = at;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  return async function fresh() {
    if (readAt === null || deps.maxAgeMs === 0) return start();
    if (deps.clock.now().getTime() - readAt >= deps.maxAgeMs) start().catch(deps.log);
  };
}

/** GET /metrics: the business figures as `figuresAtMostAsOld` keeps them, the process's and HTTP's as they are. */
export function metricsRoute(
  app: App,
  deps: { metrics: Metrics; token: string; maxAgeMs: number } & BusinessMetricsDeps,
): void {
  const { metrics, token } = deps;
  const fresh = figuresAtMostAsOld(registerBusinessMetrics(metrics.registry, deps), {
    clock: deps.clock,
    maxAgeMs: deps.maxAgeMs,
    log: (error) => app.log.warn({ err: error }, 'metrics: business figures not read'),
  });
  if (deps.maxAgeMs > 0) {
    // Read once the app is ready, so the first scrape answers from memory too.
    app.addHook('onReady', () => {
      fresh().catch((error: unknown) => app.log.warn({ err: error }, 'metrics: business figures not read'));
      return Promise.resolve();
    });
  }

  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!given || !sameSecret(given, token)) {
      throw new AppError('UNAUTHORIZED', 'Send METRICS_TOKEN as a bearer token', undefined, {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    await fresh();
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
