// /admin/subscribers/:id: one subscriber in the back office, with refunds, free weeks and signing them out.
import { useParams } from 'react-router';
import { ButtonLink } from '../components/ui/button';
import { SUBSCRIBER_LOAD_FAILED_MESSAGE, useAdminSubscriber } from '../features/admin/api/get-subscriber';
import { LoadFailed, LoadingRows } from '../features/admin/components/admin-ui';
import { SubscriberDetails } from '../features/admin/components/subscriber/subscriber-details';
import { ApiError } from '../lib/api-client';
import { AdminShell } from './admin-shell';

function Subscriber({ id }: { id: number }) {
  const detail = useAdminSubscriber(id);
  if (detail.isPending) return <LoadingRows label="Loading the subscriber..." rows={8} />;
  if (detail.isError)
    return (
      <LoadFailed
        message={
          detail.error instanceof ApiError && detail.error.status === 404
            ? 'No subscriber has this id.'
            : SUBSCRIBER_LOAD_FAILED_MESSAGE
        }
        onRetry={() => void detail.refetch()}
      />
    );
  return <SubscriberDetails detail={detail.data} />;
}

function Title({ id }: { id: number }) {
  const detail = useAdminSubscriber(id);
  return <>{detail.data?.subscriber.name ?? 'Subscriber'}</>;
}

export function AdminSubscriberPage() {
  const { id = '' } = useParams();
  const subscriberId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
  return (
    <AdminShell
      title={subscriberId ? <Title id={subscriberId} /> : 'Subscriber'}
      actions={
        <ButtonLink to="/admin" variant="ghost" size="sm">
          All subscribers
        </ButtonLink>
      }
    >
      {subscriberId ? <Subscriber id={subscriberId} /> : <LoadFailed message="No subscriber has this id." />}
    </AdminShell>
  );
}
