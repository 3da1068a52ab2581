// The audit log: who changed what, when, on which record; newest first, in pages.
import { useState, type FormEvent } from 'react';
import { DEFAULT_PAGE_SIZE, type AuditLogEntry } from '../../../../../contracts/admin';
import { Button } from '../../../../components/ui/button';
import { AUDIT_LOAD_FAILED_MESSAGE, useAuditLog } from '../../api/get-audit-log';
import { longDateTime } from '../../format';
import { AdminCard, PagedList, DataTable, EmptyRow, cellClass, smallInputClass } from '../admin-ui';

function Detail({ detail }: { detail: AuditLogEntry['detail'] }) {
  const entries = Object.entries(detail);
  if (entries.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-ink/60">{key}</dt>
          <dd className="break-words text-ink/85">{value === null ? '-' : String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AuditLog() {
  const [action, setAction] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({ action: action || undefined, page, pageSize: DEFAULT_PAGE_SIZE });

  function submit(event: FormEvent) {
    event.preventDefault();
    setAction(typed.trim());
    setPage(1);
  }

  return (
    <AdminCard
      id="audit"
      title="Audit Log"
      actions={
        <form role="search" onSubmit={submit} className="flex gap-2">
          <label htmlFor="audit-action" className="sr-only">
            Action
          </label>
          <input
            id="audit-action"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="Action, e.g. charge.refund"
            className={`${smallInputClass} w-full sm:w-56`}
          />
          <Button type="submit" variant="outline" size="sm">
            Filter
          </Button>
        </form>
      }
    >
      <PagedList
        query={log}
        failedMessage={AUDIT_LOAD_FAILED_MESSAGE}
        loadingLabel="Loading the audit log..."
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPage={setPage}
      >
        {(data) => (
          <DataTable label="Audit log" head={['When', 'Who', 'Action', 'Record', 'Detail']} minWidth={820}>
            {data.rows.length === 0 ? (
              <EmptyRow columns={5}>Nothing recorded yet.</EmptyRow>
            ) : (
              data.rows.map((entry) => (
                <tr key={entry.id} className="align-top">
                  <td className={`${cellClass} whitespace-nowrap`}>{longDateTime(entry.createdAt)}</td>
                  <td className={`${cellClass} text-ink/80`}>{entry.actorEmail ?? 'System'}</td>
                  <td className={`${cellClass} font-mono text-xs font-semibold`}>{entry.action}</td>
                  <td className={`${cellClass} text-ink/80`}>
                    {entry.entityType}
                    {entry.entityId ? ` #${entry.entityId}` : ''}
                  </td>
                  <td className={cellClass}>
                    <Detail detail={entry.detail} />
                  </td>
                </tr>
              ))
            )}
          </DataTable>
        )}
      </PagedList>
    </AdminCard>
  );
}
