// The Settings tab: incidents, the live state of mail, database, payments, billing, backups and the jobs (not the
// spec's static cards).
import { SETTINGS_LOAD_FAILED_MESSAGE, useAdminSettings } from '../../api/get-settings';
import { BackupsCard } from './settings-backups';
import { IncidentsCard } from './settings-incidents';
import { TeamTwoFactorCard } from './settings-two-factor';
import { humanize, longDateTime } from '../../format';
import {
  AdminCard,
  Fact,
  Facts,
  Badge,
  DataTable,
  EmptyRow,
  LoadFailed,
  LoadingRows,
  cellClass,
} from '../admin-ui';

export function SettingsTab() {
  const settings = useAdminSettings();
  if (settings.isError)
    return <LoadFailed message={SETTINGS_LOAD_FAILED_MESSAGE} onRetry={() => void settings.refetch()} />;
  if (settings.isPending) return <LoadingRows label="Loading settings..." rows={6} />;
  const { mail, database, payments, billing, jobs, now } = settings.data;
  return (
    <div className="grid grid-cols-1 gap-4">
      <IncidentsCard now={now} />
      <TeamTwoFactorCard />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <AdminCard id="settings-mail" title="Email Service">
          <Facts>
            <Fact label="Transport">{mail.transport === 'smtp' ? 'SMTP' : 'Files (.eml)'}</Fact>
            <Fact label="Target">
              <span className="break-all">{mail.target}</span>
            </Fact>
            <Fact label="Last delivery">
              {mail.lastDelivery ? (
                <>
                  <Badge tone={mail.lastDelivery.outcome === 'sent' ? 'green' : 'red'}>
                    {humanize(mail.lastDelivery.outcome)}
                  </Badge>{' '}
                  {longDateTime(mail.lastDelivery.at)}
                </>
              ) : (
                'None yet'
              )}
            </Fact>
            <Fact label="Queued">{mail.queued}</Fact>
            <Fact label="Failed">{mail.failed}</Fact>
          </Facts>
        </AdminCard>
        <AdminCard id="settings-database" title="Database">
          <Facts>
            <Fact label="Driver">{database.driver === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}</Fact>
            <Fact label="Health">
              <Badge tone={database.healthy ? 'green' : 'red'}>
                {database.healthy ? 'Connected' : 'Down'}
              </Badge>
            </Fact>
            <Fact label="Round trip">{database.latencyMs.toFixed(1)} ms</Fact>
          </Facts>
        </AdminCard>
        <AdminCard id="settings-payments" title="Payments">
          <Facts>
            <Fact label="Gateway">{payments.gateway === 'square' ? 'Square' : 'Sandbox (offline)'}</Fact>
            <Fact label="Mode">
              <Badge tone={payments.mode === 'production' ? 'green' : 'yellow'}>
                {humanize(payments.mode)}
              </Badge>
            </Fact>
          </Facts>
        </AdminCard>
        <AdminCard id="settings-billing" title="Billing">
          <Facts>
            <Fact label="Next run">
              {billing.nextRunAt ? longDateTime(billing.nextRunAt) : 'None scheduled'}
            </Fact>
            <Fact label="Server time">{longDateTime(now)}</Fact>
          </Facts>
        </AdminCard>
      </div>
      <BackupsCard />
      <AdminCard id="settings-jobs" title="Jobs">
        <DataTable
          label="Jobs"
          head={['Job', 'Pending', 'Failed', 'Next due', 'Last finished', 'Last error']}
          minWidth={820}
        >
          {jobs.length === 0 ? (
            <EmptyRow columns={6}>No jobs.</EmptyRow>
          ) : (
            jobs.map((job) => (
              <tr key={job.name}>
                <td className={`${cellClass} font-mono text-xs font-semibold`}>{job.name}</td>
                <td className={`${cellClass} tabular-nums`}>{job.pending}</td>
                <td
                  className={`${cellClass} tabular-nums ${job.failed > 0 ? 'font-semibold text-chili' : ''}`}
                >
                  {job.failed}
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {job.nextDueAt ? longDateTime(job.nextDueAt) : '-'}
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {job.lastFinishedAt ? longDateTime(job.lastFinishedAt) : '-'}
                </td>
                <td className={`${cellClass} max-w-72 text-chili`}>{job.lastError ?? ''}</td>
              </tr>
            ))
          )}
        </DataTable>
      </AdminCard>
    </div>
  );
}
