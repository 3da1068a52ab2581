// A subscriber's page in the back office: account, subscription, dietary notes, charges, orders, e-mails, sessions.
import type { AdminCharge, AdminSubscriberDetail } from '../../../../../contracts/admin';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import { useSignOutSubscriber } from '../../api/sign-out-subscriber';
import { calendarDate, dollars, humanize, longDate, longDateTime } from '../../format';
import {
  AdminCard,
  Fact,
  Facts,
  Badge,
  DataTable,
  EmptyRow,
  PlanBadge,
  StatusBadge,
  cellClass,
  type Tone,
} from '../admin-ui';
import { EmailLogTable } from '../dashboard/email-tab';
import { CreditCard } from './credit-card';
import { DeleteSubscriberDialog } from './delete-subscriber-dialog';
import { FreeTrialDialog } from './free-trial-dialog';
import { RefundDialog, refundableCents } from './refund-dialog';

const CHARGE_TONES: Record<AdminCharge['status'], Tone> = {
  pending: 'grey',
  succeeded: 'green',
  declined: 'red',
  refunded: 'yellow',
  partially_refunded: 'yellow',
};

function SubscriptionCard({ detail }: { detail: AdminSubscriberDetail }) {
  const s = detail.subscription;
  return (
    <AdminCard id="subscription" title="Subscription">
      {s === null ? (
        <p className="text-sm text-ink/70">No subscription.</p>
      ) : (
        <Facts>
          <Fact label="Plan">
            <PlanBadge plan={s.planType} /> <StatusBadge status={s.status} />
            {s.cancelAtPeriodEnd ? (
              <span className="ml-1">
                <Badge tone="red">Cancels at period end</Badge>
              </span>
            ) : null}
          </Fact>
          <Fact label="Current period">
            {s.currentPeriodStart ? `From ${calendarDate(s.currentPeriodStart)}` : '-'}
            {s.currentPeriodEnd ? ` to ${longDate(s.currentPeriodEnd)}` : ''}
          </Fact>
          <Fact label="Next billed period">
            {s.nextPeriodStart ? calendarDate(s.nextPeriodStart) : 'None'}
          </Fact>
          {s.pausedFrom ? (
            <Fact label="Paused">
              {calendarDate(s.pausedFrom)}
              {s.resumeOn ? ` until ${calendarDate(s.resumeOn)}` : ''}
            </Fact>
          ) : null}
          {s.trialEndsOn ? <Fact label="Free trial until">{calendarDate(s.trialEndsOn)}</Fact> : null}
          <Fact label="Card">{s.card ? `${humanize(s.card.brand)} ending ${s.card.last4}` : 'None'}</Fact>
          <Fact label="Coupon">{s.couponCode ?? 'None'}</Fact>
          <Fact label="Pickup code">
            <span className="font-mono tracking-widest">{s.pickupCode}</span>
          </Fact>
          <Fact label="Launch phase">{s.launchPhase === 'beta' ? 'Beta' : 'Invite-only'}</Fact>
          <Fact label="Subscribed">{longDate(s.createdAt)}</Fact>
        </Facts>
      )}
    </AdminCard>
  );
}

function ChargesCard({ detail }: { detail: AdminSubscriberDetail }) {
  const subscriberId = detail.subscriber.id;
  return (
    <AdminCard id="charges" title="Charges">
      <DataTable
        label="Charges"
        head={['Date', 'Week of', 'Kind', 'Amount', 'Refunded', 'Status', '']}
        minWidth={760}
      >
        {detail.charges.length === 0 ? (
          <EmptyRow columns={7}>No charges.</EmptyRow>
        ) : (
          detail.charges.map((charge) => (
            <tr key={charge.id} className="align-top">
              <td className={`${cellClass} whitespace-nowrap`}>{longDate(charge.createdAt)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                {calendarDate(charge.periodStart)}
                <span className="block text-xs text-ink/70">
                  {charge.weeks} {charge.weeks === 1 ? 'week' : 'weeks'}
                </span>
              </td>
              <td className={cellClass}>{humanize(charge.kind)}</td>
              <td className={`${cellClass} whitespace-nowrap tabular-nums`}>
                {dollars(charge.amountCents)}
                {charge.discountCents > 0 ? (
                  <span className="block text-xs text-ink/70">
                    {dollars(charge.discountCents)} off{charge.couponCode ? ` (${charge.couponCode})` : ''}
                  </span>
                ) : null}
                {charge.creditCents > 0 ? (
                  <span className="block text-xs text-ink/70">
                    {dollars(charge.creditCents)} credit, {dollars(charge.amountCents - charge.creditCents)}{' '}
                    card
                  </span>
                ) : null}
              </td>
              <td className={`${cellClass} tabular-nums`}>
                {charge.refundedCents > 0 ? dollars(charge.refundedCents) : '-'}
                {charge.refunds.map((r) => (
                  <span key={r.id} className="block text-xs text-ink/70">
                    {dollars(r.amountCents)} on {longDate(r.createdAt)}: {r.reason}
                    {r.status === 'succeeded' ? '' : ` (${r.status})`}
                  </span>
                ))}
              </td>
              <td className={cellClass}>
                <Badge tone={CHARGE_TONES[charge.status]}>{humanize(charge.status)}</Badge>
                {charge.failureMessage ? (
                  <span className="mt-1 block text-xs text-chili">{charge.failureMessage}</span>
                ) : null}
              </td>
              <td className={`${cellClass} text-right`}>
                {(charge.status === 'succeeded' || charge.status === 'partially_refunded') &&
                refundableCents(charge, 'credit') > 0 ? (
                  <RefundDialog charge={charge} subscriberId={subscriberId} />
                ) : null}
              </td>
            </tr>
          ))
        )}
      </DataTable>
    </AdminCard>
  );
}

function OrdersCard({ detail }: { detail: AdminSubscriberDetail }) {
  return (
    <AdminCard id="orders" title="Orders">
      <DataTable
        label="Orders"
        head={['Order', 'Week of', 'Amount', 'Status', 'Payment', 'Ordered']}
        minWidth={640}
      >
        {detail.orders.length === 0 ? (
          <EmptyRow columns={6}>No orders.</EmptyRow>
        ) : (
          detail.orders.map((order) => (
            <tr key={order.id}>
              <td className={`${cellClass} font-medium whitespace-nowrap`}>#{order.reference}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{calendarDate(order.weekStartDate)}</td>
              <td className={`${cellClass} tabular-nums`}>
                {dollars(order.totalAmount)}
                {order.taxAmount > 0 ? (
                  <span className="block text-xs whitespace-nowrap text-ink/70">
                    {dollars(order.netAmount)} + {dollars(order.taxAmount)} tax
                  </span>
                ) : null}
                {order.creditApplied > 0 ? (
                  <span className="block text-xs whitespace-nowrap text-ink/70">
                    {dollars(order.creditApplied)} credit
                  </span>
                ) : null}
                {order.refundedAmount > 0 ? (
                  <span className="block text-xs whitespace-nowrap text-ink/70">
                    {dollars(order.refundedAmount)} refunded
                    {order.refundedAsCredit > 0 ? ` (${dollars(order.refundedAsCredit)} as credit)` : ''}
                  </span>
                ) : null}
              </td>
              <td className={cellClass}>
                <StatusBadge status={order.status} />
              </td>
              <td className={cellClass}>{humanize(order.paymentStatus)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{longDate(order.createdAt)}</td>
            </tr>
          ))
        )}
      </DataTable>
    </AdminCard>
  );
}

function SessionsCard({ detail }: { detail: AdminSubscriberDetail }) {
  const signOut = useSignOutSubscriber(detail.subscriber.id);
  const active = detail.sessions.filter((s) => s.active).length;
  return (
    <AdminCard
      id="sessions"
      title="Sessions"
      actions={
        <Button
          variant="outline"
          size="sm"
          disabled={signOut.isPending || active === 0}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: ({ revoked }) =>
                toast({
                  title: 'Signed Out Everywhere',
                  description: `${revoked} ${revoked === 1 ? 'session' : 'sessions'} ended.`,
                  variant: 'success',
                }),
              onError: (failure) =>
                toast({
                  title: 'Sign Out Failed',
                  description: messageOf(failure, 'Failed to sign the subscriber out'),
                  variant: 'destructive',
                }),
            })
          }
        >
          {signOut.isPending ? 'Signing Out...' : 'Sign out everywhere'}
        </Button>
      }
    >
      <DataTable label="Sessions" head={['Signed in', 'Last seen', 'Expires', 'State']} minWidth={620}>
        {detail.sessions.length === 0 ? (
          <EmptyRow columns={4}>No sessions.</EmptyRow>
        ) : (
          detail.sessions.map((s) => (
            <tr key={s.createdAt}>
              <td className={`${cellClass} whitespace-nowrap`}>{longDateTime(s.createdAt)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{longDateTime(s.lastSeenAt)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{longDate(s.expiresAt)}</td>
              <td className={cellClass}>
                {s.active ? (
                  <Badge tone="green">Active</Badge>
                ) : (
                  <Badge tone="grey">{s.revokedAt ? 'Signed out' : 'Expired'}</Badge>
                )}
              </td>
            </tr>
          ))
        )}
      </DataTable>
    </AdminCard>
  );
}

export function SubscriberDetails({ detail }: { detail: AdminSubscriberDetail }) {
  const { subscriber } = detail;
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <AdminCard
          id="account"
          title="Account"
          actions={
            subscriber.deletedAt ? null : (
              <>
                {detail.subscription ? (
                  <FreeTrialDialog subscriberId={subscriber.id} name={subscriber.name} />
                ) : null}
                {subscriber.role === 'subscriber' ? (
                  <DeleteSubscriberDialog
                    subscriberId={subscriber.id}
                    name={subscriber.name}
                    email={subscriber.email}
                  />
                ) : null}
              </>
            )
          }
        >
          {subscriber.deletedAt ? (
            <p className="mb-3 rounded-xl bg-stone-100 px-3 py-2 text-sm text-ink/85">
              Deleted on {longDate(subscriber.deletedAt)}: what remains is the anonymous reference of its
              billing records.
            </p>
          ) : null}
          <Facts>
            <Fact label="Email">{subscriber.email}</Fact>
            <Fact label="Phone">{subscriber.phone ?? 'Not provided'}</Fact>
            <Fact label="Address">{subscriber.address ?? 'Not provided'}</Fact>
            <Fact label="Role">{humanize(subscriber.role)}</Fact>
            <Fact label="Joined">{longDate(subscriber.createdAt)}</Fact>
          </Facts>
        </AdminCard>
        <SubscriptionCard detail={detail} />
        <AdminCard id="dietary" title="Dietary Notes">
          <p className="text-sm whitespace-pre-line text-ink/85">{detail.dietaryNotes ?? 'None given.'}</p>
          <p className="mt-3 text-xs text-ink/70">
            Meals contain cashew and ghee; no modifications or allergy accommodations are offered.
          </p>
        </AdminCard>
      </div>
      {subscriber.role === 'subscriber' && !subscriber.deletedAt ? (
        <CreditCard subscriberId={subscriber.id} name={subscriber.name} />
      ) : null}
      <ChargesCard detail={detail} />
      <OrdersCard detail={detail} />
      <AdminCard id="emails" title="Emails">
        <EmailLogTable emails={detail.emails} empty="No emails to this address." />
      </AdminCard>
      <SessionsCard detail={detail} />
    </div>
  );
}
