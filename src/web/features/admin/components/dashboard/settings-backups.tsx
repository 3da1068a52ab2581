// The Settings tab's backups: Back up now, when the last one succeeded (or failed), the nightly run, and each file.
import type { BackupsResponse } from '../../../../../contracts/backups';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import { useCreateBackup } from '../../api/create-backup';
import { BACKUPS_LOAD_FAILED_MESSAGE, useBackups } from '../../api/get-backups';
import { duration, fileSize, longDateTime } from '../../format';
import {
  AdminCard,
  Badge,
  DataTable,
  EmptyRow,
  Fact,
  Facts,
  LoadFailed,
  LoadingRows,
  cellClass,
} from '../admin-ui';

/** The alerts' threshold: a nightly backup missed, with two hours of slack. */
const STALE_MS = 26 * 60 * 60_000;

function LastBackup({ data }: { data: BackupsResponse }) {
  const { lastSuccess, lastFailure, now } = data;
  const failedSince = lastFailure && (!lastSuccess || lastFailure.at > lastSuccess.at) ? lastFailure : null;
  const stale = lastSuccess ? Date.parse(now) - Date.parse(lastSuccess.at) > STALE_MS : true;
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {lastSuccess ? (
          <>
            <Badge tone={stale ? 'red' : 'green'}>{stale ? 'Over 26 hours old' : 'Up to date'}</Badge>
            <span className="text-ink/80">
              Last succeeded {longDateTime(lastSuccess.at)} ({duration(lastSuccess.at, now)} ago),{' '}
              {fileSize(lastSuccess.sizeBytes)}
            </span>
          </>
        ) : (
          <>
            <Badge tone="yellow">No backup yet</Badge>
            <span className="text-ink/80">Take one now; the nightly run takes the next.</span>
          </>
        )}
      </p>
      {failedSince ? (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p className="font-semibold">The backup of {longDateTime(failedSince.at)} failed</p>
          <p className="mt-1 break-words">{failedSince.error}</p>
        </div>
      ) : null}
    </div>
  );
}

function BackupFiles({ data }: { data: BackupsResponse }) {
  return (
    <DataTable label="Backup files" head={['File', 'Size', 'Taken', 'Age']} minWidth={600}>
      {data.backups.length === 0 ? (
        <EmptyRow columns={4}>No backups in {data.dir} yet.</EmptyRow>
      ) : (
        data.backups.map((backup) => (
          <tr key={backup.name}>
            <td className={`${cellClass} font-mono text-xs break-all text-forest-950`}>{backup.name}</td>
            <td className={`${cellClass} whitespace-nowrap tabular-nums`}>{fileSize(backup.sizeBytes)}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{longDateTime(backup.createdAt)}</td>
            <td className={`${cellClass} whitespace-nowrap text-ink/75`}>
              {duration(backup.createdAt, data.now)}
            </td>
          </tr>
        ))
      )}
    </DataTable>
  );
}

export function BackupsCard() {
  const backups = useBackups();
  const create = useCreateBackup();
  const backUpNow = () =>
    create.mutate(undefined, {
      onSuccess: ({ backup }) =>
        toast({
          title: 'Backup Complete',
          description: `${fileSize(backup.sizeBytes)} written to ${backup.path}`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Backup Failed',
          description: messageOf(error, 'The backup could not be made'),
          variant: 'destructive',
        }),
    });
  return (
    <AdminCard
      id="settings-backups"
      title="Backups"
      actions={
        <Button size="sm" onClick={backUpNow} disabled={create.isPending}>
          {create.isPending ? 'Backing up...' : 'Back up now'}
        </Button>
      }
    >
      {backups.isError ? (
        <LoadFailed message={BACKUPS_LOAD_FAILED_MESSAGE} onRetry={() => void backups.refetch()} />
      ) : backups.isPending ? (
        <LoadingRows label="Loading backups..." rows={3} />
      ) : (
        <div className="space-y-4">
          <LastBackup data={backups.data} />
          <Facts>
            <Fact label="Nightly">
              {backups.data.nightly.enabled
                ? `3:00 AM Central${backups.data.nightly.nextRunAt ? `, next ${longDateTime(backups.data.nightly.nextRunAt)}` : ''}`
                : 'Off (BACKUP_NIGHTLY=false)'}
            </Fact>
            <Fact label="Kept">The last {backups.data.keep}</Fact>
            <Fact label="Folder">
              <span className="font-mono text-xs break-all">{backups.data.dir}</span>
            </Fact>
          </Facts>
          <BackupFiles data={backups.data} />
        </div>
      )}
    </AdminCard>
  );
}
