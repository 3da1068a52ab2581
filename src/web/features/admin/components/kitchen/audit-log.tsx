// The audit log: who changed what, when, on which record; newest first, in pages, searched by any part of an e-mail,
// an action or the text.
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
          <dt className="text-ink/70">{key}</dt>
          <dd className="break-words text-ink/85">{value === null ? '-' : String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

const emptyText = (q: string) => (q ? `Nothing matches “${q}”.` : 'Nothing recorded yet.');

/** The record an entry is about, and whose it is. */
function RecordOf({ entry }: { entry: AuditLogEntry }) {
  return (
    <>
      {entry.entityType}
      {entry.entityId ? ` #${entry.entityId}` : ''}
      {entry.subjectEmail ? (
        <span className="block text-xs break-all text-ink/70">{entry.subjectEmail}</span>
      ) : null}
    </>
  );
}

export function AuditLog() {
  const [q, setQ] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({ q: q || undefined, page, pageSize: DEFAULT_PAGE_SIZE });

  function submit(event: FormEvent) {
    event.preventDefault();
    setQ(typed.trim());
    setPage(1);
  }

  return (
    <AdminCard
      id="audit"
      title="Audit Log"
      actions={
        <form role="search" onSubmit={submit} className="flex gap-2">
          <label htmlFor="audit-search" className="sr-only">
            Search the audit log
          </label>
          <input
            id="audit-search"
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="E-mail, action or text"
            className={`${smallInputClass} w-full sm:w-64`}
          />
          <Button type="submit" variant="outline" size="sm">
            Search
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
          <>
            <div className="max-sm:hidden">
              <DataTable
                label="Audit log"
                head={['When', 'Who', 'Action', 'Record', 'Detail']}
                minWidth={820}
              >
                {data.rows.length === 0 ? (
                  <EmptyRow columns={5}>{emptyText(q)}</EmptyRow>
                ) : (
                  data.rows.map((entry) => (
                    <tr key={entry.id} className="align-top">
                      <td className={`${cellClass} whitespace-nowrap`}>{longDateTime(entry.createdAt)}</td>
                      <td className={`${cellClass} text-ink/80`}>{entry.actorEmail ?? 'System'}</td>
                      <td className={`${cellClass} font-mono text-xs font-semibold`}>{entry.action}</td>
                      <td className={`${cellClass} text-ink/80`}>
                        <RecordOf entry={entry} />
                      </td>
                      <td className={cellClass}>
                        <Detail detail={entry.detail} />
                      </td>
                    </tr>
                  ))
                )}
              </DataTable>
            </div>
            {/* On a phone each entry is a card: five columns do not fit 390 px. */}
            <ul
              aria-label="Audit log"
              className="-mx-4 divide-y divide-forest-900/5 border-y border-forest-900/10 sm:hidden"
            >
              {data.rows.length === 0 ? (
                <li className="px-4 py-8 text-ink/70">{emptyText(q)}</li>
              ) : (
                data.rows.map((entry) => (
                  <li key={entry.id} className="grid gap-1 px-4 py-3 text-sm">
                    <p className="font-mono text-xs font-semibold text-forest-950">{entry.action}</p>
                    <p className="text-ink/80">
                      <RecordOf entry={entry} />
                    </p>
                    <p className="text-xs text-ink/70">
                      {longDateTime(entry.createdAt)} · {entry.actorEmail ?? 'System'}
                    </p>
                    <Detail detail={entry.detail} />
                  </li>
                ))
              )}
            </ul>
          </>
        )}
      </PagedList>
    </AdminCard>
  );
}
