// GET /api/admin/incidents: what the owner was alerted about, open ones first, then those resolved this past week.
import * as z from 'zod/mini';

export const INCIDENT_KINDS = [
  'billing-declines',
  'jobs-overdue',
  'email-failing',
  'backup-failed',
  'backup-stale',
  'disk-low',
  'case-allergy',
  'case-waiting',
] as const;

export const incidentSchema = z.object({
  id: z.number(),
  kind: z.enum(INCIDENT_KINDS),
  title: z.string(),
  summary: z.string(),
  details: z.array(z.string()),
  openedAt: z.iso.datetime(),
  resolvedAt: z.nullable(z.iso.datetime()),
  /** `file`: the alert went to a file in DATA_DIR/mail and the log, because e-mail delivery was failing. */
  notifiedVia: z.nullable(z.enum(['email', 'file'])),
});
export type Incident = z.infer<typeof incidentSchema>;

export const incidentsResponseSchema = z.object({
  open: z.array(incidentSchema),
  recentlyResolved: z.array(incidentSchema),
});
export type IncidentsResponse = z.infer<typeof incidentsResponseSchema>;
