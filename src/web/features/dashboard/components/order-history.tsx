// The Order History tab: each order's week, reference, amount, status and payment, newest first (spec section 2), and
// any refund made on it.
import type { Order } from '../../../../contracts/subscription';
import { formatCalendarDate, formatLongDate } from '../../../../domain/dates';
import { cents, formatUsd } from '../../../../domain/money';
import { ORDERS_LOAD_FAILED_MESSAGE, useOrders } from '../api/get-orders';
import { CheckIcon, ReceiptIcon } from './icons';
import { LoadFailed, PanelSkeleton } from '../../../components/ui/load-states';
import { Panel } from './panel';
import { StatusBadge } from './status-badge';

export const NO_ORDERS_MESSAGE = 'No orders yet. Start your subscription to see your order history here.';

function OrderRow({ order }: { order: Order }) {
  return (
    <li className="flex flex-col gap-3 py-5 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <p className="font-semibold text-forest-950">
          Week of {formatCalendarDate(order.weekStartDate)}
          {order.weeks > 1 ? <span className="font-normal text-ink/70"> · {order.weeks} weeks</span> : null}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-ink/70">
          <span>Order #{order.reference}</span>
          <span aria-hidden="true">·</span>
          <span>Ordered on {formatLongDate(new Date(order.createdAt))}</span>
        </p>
        {order.taxAmount > 0 ? (
          <p className="mt-1 text-sm text-ink/70">
            Includes {formatUsd(cents(order.taxAmount))} Texas sales tax ({formatUsd(cents(order.netAmount))}{' '}
            before tax)
          </p>
        ) : null}
        {order.creditApplied > 0 ? (
          <p className="mt-1 text-sm text-ink/75">
            {formatUsd(cents(order.creditApplied))} paid with account credit
            {order.creditApplied < order.totalAmount
              ? `, ${formatUsd(cents(order.totalAmount - order.creditApplied))} by card`
              : ''}
          </p>
        ) : null}
        {order.refundedAmount > order.refundedAsCredit ? (
          <p className="mt-1 text-sm font-semibold text-forest-800">
            Refunded {formatUsd(cents(order.refundedAmount - order.refundedAsCredit))}
            {order.refundedAt ? ` on ${formatLongDate(new Date(order.refundedAt))}` : ''}
            <span className="font-normal text-ink/70">
              {' '}
              · refunds take 5-10 business days to reach your card
            </span>
          </p>
        ) : null}
        {order.refundedAsCredit > 0 ? (
          <p className="mt-1 text-sm font-semibold text-forest-800">
            Refunded {formatUsd(cents(order.refundedAsCredit))} as account credit
            <span className="font-normal text-ink/70"> · taken off your next charges</span>
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        <StatusBadge status={order.status} />
        {order.paymentStatus === 'successful' ? (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-700">
            <CheckIcon className="h-3.5 w-3.5" />
            Paid
          </span>
        ) : null}
        <span className="ml-auto min-w-20 text-right font-display text-xl font-semibold text-forest-950 tabular-nums sm:ml-2">
          {formatUsd(cents(order.totalAmount))}
        </span>
      </div>
    </li>
  );
}

export function OrderHistory() {
  const orders = useOrders();
  if (orders.isPending) return <PanelSkeleton label="Loading your orders..." lines={4} />;
  if (orders.isError)
    return <LoadFailed message={ORDERS_LOAD_FAILED_MESSAGE} onRetry={() => void orders.refetch()} />;
  return (
    <Panel labelledBy="order-history">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="order-history" className="font-display text-2xl font-semibold text-forest-950">
          Order History
        </h2>
        {orders.data.length > 0 ? (
          <p className="text-sm text-ink/70">
            {orders.data.length} {orders.data.length === 1 ? 'order' : 'orders'}
          </p>
        ) : null}
      </div>
      {orders.data.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-forest-900/15 px-6 py-12 text-center">
          <ReceiptIcon className="mx-auto h-8 w-8 text-forest-900/40" />
          <p className="mx-auto mt-3 max-w-sm text-ink/75">{NO_ORDERS_MESSAGE}</p>
        </div>
      ) : (
        <ul className="mt-2 divide-y divide-forest-900/10">
          {orders.data.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
