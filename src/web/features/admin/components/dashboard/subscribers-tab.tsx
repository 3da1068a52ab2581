// The Subscribers tab (spec section 2): name, e-mail, status and plan badges, joined date; search, filters, pages, CSV.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  DEFAULT_PAGE_SIZE,
  SUBSCRIBER_STATUS_FILTERS,
  type AdminSubscriber,
  type SubscribersQuery,
} from '../../../../../contracts/admin';
import { PLAN_TYPES } from '../../../../../contracts/checkout';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast-store';
import { useExportSubscribers } from '../../api/export-subscribers';
import { SUBSCRIBERS_LOAD_FAILED_MESSAGE, useAdminSubscribers } from '../../api/get-subscribers';
import { humanize, longDate } from '../../format';
import { SearchIcon } from '../admin-icons';
import {
  AdminCard,
  FilterSelect,
  PagedList,
  DataTable,
  EmptyRow,
  PlanBadge,
  StatusBadge,
  cellClass,
  smallInputClass,
} from '../admin-ui';

type StatusFilter = (typeof SUBSCRIBER_STATUS_FILTERS)[number];
type PlanFilter = (typeof PLAN_TYPES)[number];

function SubscriberLink({ subscriber }: { subscriber: AdminSubscriber }) {
  return (
    <Link
      to={`/admin/subscribers/${subscriber.id}`}
      className="font-semibold text-forest-900 underline-offset-2 hover:underline"
    >
      {subscriber.name}
    </Link>
  );
}

export function SubscribersTab() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<StatusFilter | ''>('');
  const [plan, setPlan] = useState<PlanFilter | ''>('');
  const [page, setPage] = useState(1);
  const filters = { q: q || undefined, status: status || undefined, plan: plan || undefined };
  const query: SubscribersQuery = { ...filters, page, pageSize: DEFAULT_PAGE_SIZE };
  const subscribers = useAdminSubscribers(query);
  const exportCsv = useExportSubscribers();

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setQ(search.trim());
    setPage(1);
  }

  function downloadCsv() {
    exportCsv.mutate(
      { query: filters, fileName: 'subscribers.csv' },
      {
        onError: () =>
          toast({
            title: 'Export Failed',
            description: 'Failed to export subscribers',
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <AdminCard
      id="subscribers"
      title="Subscribers"
      actions={
        <Button variant="outline" size="sm" onClick={downloadCsv} disabled={exportCsv.isPending}>
          {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
      }
    >
      <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <form role="search" onSubmit={submitSearch} className="flex flex-1 gap-2">
          <label htmlFor="subscriber-search" className="sr-only">
            Search by name or email
          </label>
          <input
            id="subscriber-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name or email"
            className={`w-full ${smallInputClass}`}
          />
          <Button type="submit" variant="secondary" size="sm" aria-label="Search">
            <SearchIcon />
            <span className="max-sm:sr-only">Search</span>
          </Button>
        </form>
        <div className="flex gap-2">
          <FilterSelect
            id="subscriber-status"
            label="Status"
            allLabel="All statuses"
            value={status}
            options={SUBSCRIBER_STATUS_FILTERS}
            optionLabel={(value) => (value === 'live' ? 'Live (any paying)' : humanize(value))}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
          <FilterSelect
            id="subscriber-plan"
            label="Plan"
            allLabel="All plans"
            value={plan}
            options={PLAN_TYPES}
            onChange={(value) => {
              setPlan(value);
              setPage(1);
            }}
          />
        </div>
      </div>
      <PagedList
        query={subscribers}
        failedMessage={SUBSCRIBERS_LOAD_FAILED_MESSAGE}
        loadingLabel="Loading subscribers..."
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPage={setPage}
      >
        {(data) => (
          <div aria-busy={subscribers.isPlaceholderData}>
            <div className="max-sm:hidden">
              <DataTable
                label="Subscribers"
                head={['Name', 'Email', 'Status', 'Plan', 'Joined']}
                minWidth={680}
              >
                {data.rows.length === 0 ? (
                  <EmptyRow columns={5}>No subscribers match.</EmptyRow>
                ) : (
                  data.rows.map((s) => (
                    <tr key={s.id} className="hover:bg-forest-50/50">
                      <td className={cellClass}>
                        <SubscriberLink subscriber={s} />
                      </td>
                      <td className={`${cellClass} text-ink/80`}>{s.email}</td>
                      <td className={cellClass}>
                        <StatusBadge status={s.status} />
                      </td>
                      <td className={cellClass}>
                        <PlanBadge plan={s.planType} />
                      </td>
                      <td className={`${cellClass} whitespace-nowrap text-ink/80`}>
                        {longDate(s.createdAt)}
                      </td>
                    </tr>
                  ))
                )}
              </DataTable>
            </div>
            {/* On a phone each subscriber is a card: five columns do not fit 390 px without scrolling sideways. */}
            <ul
              aria-label="Subscribers"
              className="-mx-4 divide-y divide-forest-900/5 border-y border-forest-900/10 sm:hidden"
            >
              {data.rows.length === 0 ? (
                <li className="px-4 py-8 text-center text-ink/70">No subscribers match.</li>
              ) : (
                data.rows.map((s) => (
                  <li key={s.id} className="px-4 py-3">
                    <div className="flex items-start justify-between gap-3">
                      <SubscriberLink subscriber={s} />
                      <StatusBadge status={s.status} />
                    </div>
                    <p className="mt-0.5 truncate text-sm text-ink/75">{s.email}</p>
                    <p className="mt-1.5 flex items-center gap-2 text-xs text-ink/65">
                      <PlanBadge plan={s.planType} />
                      Joined {longDate(s.createdAt)}
                    </p>
                  </li>
                ))
              )}
            </ul>
          </div>
        )}
      </PagedList>
    </AdminCard>
  );
}
