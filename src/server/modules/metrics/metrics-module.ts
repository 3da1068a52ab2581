// GET /metrics in Prometheus text, only with METRICS_TOKEN as a bearer token: Node and process defaults, the HTTP
// duration histogram (one onResponse hook), job runs of this instance, and the business figures from the database.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RunObservation } from '../../jobs/jobs';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
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

/** GET /metrics, with the business figures read again at each scrape. */
export function metricsRoute(
  app: App,
  deps: { metrics: Metrics; token: string } & BusinessMetricsDeps,
): void {
  const { metrics, token } = deps;
  const refresh = registerBusinessMetrics(metrics.registry, deps);

  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!given || !sameSecret(given, token)) {
      throw new AppError('UNAUTHORIZED', 'Send METRICS_TOKEN as a bearer token', undefined, {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    await refresh();
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
