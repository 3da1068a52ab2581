// The seven stat cards of /admin (spec sections 2 and 3), from GET /api/admin/stats.
import type { ReactNode } from 'react';
import type { AdminStats } from '../../../../../contracts/admin';
import { STATS_LOAD_FAILED_MESSAGE, useAdminStats } from '../../api/get-stats';
import { dollars } from '../../format';
import { BagIcon, DollarIcon, EyeIcon, MailIcon, PagesIcon, SunIcon, UsersIcon } from '../admin-icons';
import { LoadFailed } from '../admin-ui';

const count = (n: number) => n.toLocaleString('en-US');

const CARDS: { key: keyof AdminStats; label: string; icon: ReactNode; format: (n: number) => string }[] = [
  { key: 'totalSubscribers', label: 'Total Subscribers', icon: <UsersIcon />, format: count },
  { key: 'monthlyRevenue', label: 'Monthly Revenue', icon: <DollarIcon />, format: dollars },
  { key: 'totalOrders', label: 'Total Orders', icon: <BagIcon />, format: count },
  { key: 'emailsSent', label: 'Emails Sent', icon: <MailIcon />, format: count },
  { key: 'websiteVisits', label: 'Website Visits', icon: <EyeIcon />, format: count },
  { key: 'todayVisits', label: "Today's Visits", icon: <SunIcon />, format: count },
  { key: 'uniquePages', label: 'Unique Pages', icon: <PagesIcon />, format: count },
];

export function StatCards() {
  const stats = useAdminStats();
  if (stats.isError)
    return <LoadFailed message={STATS_LOAD_FAILED_MESSAGE} onRetry={() => void stats.refetch()} />;
  return (
    <ul
      aria-label="Statistics"
      aria-busy={stats.isPending}
      className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7"
    >
      {CARDS.map(({ key, label, icon, format }) => (
        <li
          key={key}
          className="flex flex-col justify-between gap-2 rounded-2xl border border-forest-900/10 bg-white p-4 shadow-sm"
        >
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-ink/70 uppercase">
            <span aria-hidden="true" className="text-forest-700">
              {icon}
            </span>
            {label}
          </p>
          {stats.data ? (
            <p className="font-display text-2xl font-bold text-forest-950 tabular-nums">
              {format(stats.data[key])}
            </p>
          ) : (
            <p aria-hidden="true" className="h-8 w-16 rounded-md bg-forest-50 motion-safe:animate-pulse" />
          )}
        </li>
      ))}
    </ul>
  );
}
