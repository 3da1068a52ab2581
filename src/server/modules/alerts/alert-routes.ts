// GET /api/admin/incidents: the open incidents and those resolved in the last 7 days, for the Settings tab.
import { incidentsResponseSchema, type Incident } from '../../../contracts/incidents';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { App } from '../../http/routing';
import { incidentRepository, type IncidentRow } from './incident-repository';

const RECENT_DAYS = 7;

function view(row: IncidentRow): Incident {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    details: row.details,
    openedAt: row.openedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    notifiedVia: row.notifiedVia,
  };
}

export function alertRoutes(app: App, deps: { db: Db; clock: Clock }): void {
  app.get(
    '/api/admin/incidents',
    { config: { access: 'admin' }, schema: { response: { 200: incidentsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const repo = incidentRepository(deps.db);
      const since = new Date(deps.clock.now().getTime() - RECENT_DAYS * 24 * 60 * 60_000);
      const [open, resolved] = await Promise.all([repo.listOpen(), repo.listResolvedSince(since)]);
      return { open: open.map(view), recentlyResolved: resolved.map(view) };
    },
  );
}
