// The Settings tab's incidents: what needs a person now (as alerted), and what cleared this past week.
import type { Incident } from '../../../../../contracts/incidents';
import { INCIDENTS_LOAD_FAILED_MESSAGE, useIncidents } from '../../api/get-incidents';
import { duration, longDateTime } from '../../format';
import { AdminCard, Badge, LoadFailed, LoadingRows } from '../admin-ui';

const KIND_LABELS: Record<Incident['kind'], string> = {
  'billing-declines': 'Billing',
  'jobs-overdue': 'Jobs',
  'email-failing': 'Email',
  'backup-failed': 'Backup',
  'backup-stale': 'Backup',
  'disk-low': 'Disk',
  'case-allergy': 'Allergy',
  'case-waiting': 'Cases',
};

function OpenIncident({ incident, now }: { incident: Incident; now: string }) {
  return (
    <li className="rounded-xl border border-red-200 bg-red-50/60 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="red">{KIND_LABELS[incident.kind]}</Badge>
        <h3 className="font-semibold text-forest-950">{incident.title}</h3>
      </div>
      <p className="mt-1 text-xs text-ink/70">
        Open since {longDateTime(incident.openedAt)} ({duration(incident.openedAt, now)})
        {incident.notifiedVia === 'file'
          ? ' · alert written to DATA_DIR/mail and the log: e-mail was failing'
          : ' · owner e-mailed'}
      </p>
      <p className="mt-2 text-sm text-ink/85">{incident.summary}</p>
      {incident.details.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm break-words text-ink/85">
          {incident.details.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function IncidentsCard({ now }: { now: string }) {
  const incidents = useIncidents();
  if (incidents.isError)
    return (
      <AdminCard id="settings-incidents" title="Incidents">
        <LoadFailed message={INCIDENTS_LOAD_FAILED_MESSAGE} onRetry={() => void incidents.refetch()} />
      </AdminCard>
    );
  if (incidents.isPending)
    return (
      <AdminCard id="settings-incidents" title="Incidents">
        <LoadingRows label="Loading incidents..." rows={2} />
      </AdminCard>
    );
  const { open, recentlyResolved } = incidents.data;
  return (
    <AdminCard
      id="settings-incidents"
      title="Incidents"
      actions={
        <Badge tone={open.length > 0 ? 'red' : 'green'}>
          {open.length > 0 ? `${open.length} open` : 'All clear'}
        </Badge>
      }
    >
      {open.length === 0 ? (
        <p className="text-sm text-ink/75">
          Nothing needs you right now. You are e-mailed when something does.
        </p>
      ) : (
        <ul className="space-y-3">
          {open.map((incident) => (
            <OpenIncident key={incident.id} incident={incident} now={now} />
          ))}
        </ul>
      )}
      {recentlyResolved.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-xs font-semibold tracking-wide text-ink/65 uppercase">Resolved this week</h3>
          <ul className="mt-2 divide-y divide-forest-900/5 text-sm">
            {recentlyResolved.map((incident) => (
              <li
                key={incident.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
              >
                <span className="text-forest-950">{incident.title}</span>
                <span className="text-xs whitespace-nowrap text-ink/65">
                  {incident.resolvedAt ? `Resolved ${longDateTime(incident.resolvedAt)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </AdminCard>
  );
}
