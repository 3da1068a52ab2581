// The Email Management tab (spec section 2): subject, recipient, status icon, error and time; resend a failed one.
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, type EmailLog } from '../../../../../contracts/admin';
import { EMAIL_STATUSES } from '../../../../../contracts/email';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import { EMAIL_LOGS_LOAD_FAILED_MESSAGE, useEmailLogs } from '../../api/get-email-logs';
import { useResendEmail } from '../../api/resend-email';
import { humanize, longDateTime } from '../../format';
import { CheckCircleIcon, ClockIcon, XCircleIcon } from '../admin-icons';
import { AdminCard, FilterSelect, PagedList, DataTable, EmptyRow, cellClass } from '../admin-ui';

type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** Spec section 3: an icon for sent, one for failed, one for anything else. */
export function EmailStatusIcon({ status }: { status: EmailStatus }) {
  if (status === 'sent')
    return (
      <span className="inline-flex items-center gap-1.5 text-emerald-700">
        <CheckCircleIcon className="h-5 w-5" />
        <span className="sr-only sm:not-sr-only sm:text-xs sm:font-semibold">Sent</span>
      </span>
    );
  if (status === 'failed')
    return (
      <span className="inline-flex items-center gap-1.5 text-chili">
        <XCircleIcon className="h-5 w-5" />
        <span className="sr-only sm:not-sr-only sm:text-xs sm:font-semibold">Failed</span>
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1.5 text-stone-500">
      <ClockIcon className="h-5 w-5" />
      <span className="sr-only sm:not-sr-only sm:text-xs sm:font-semibold">{humanize(status)}</span>
    </span>
  );
}

function ResendButton({ email }: { email: EmailLog }) {
  const resend = useResendEmail();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={resend.isPending}
      aria-label={`Resend “${email.subject}” to ${email.recipientEmail}`}
      onClick={() =>
        resend.mutate(email.id, {
          onSuccess: (answer) =>
            toast({ title: 'Email Queued', description: answer.message, variant: 'success' }),
          onError: (error) =>
            toast({
              title: 'Resend Failed',
              description: messageOf(error, 'Failed to resend the email'),
              variant: 'destructive',
            }),
        })
      }
    >
      {resend.isPending ? 'Resending...' : 'Resend'}
    </Button>
  );
}

export function EmailLogTable({ emails, empty }: { emails: EmailLog[]; empty: string }) {
  return (
    <DataTable
      label="Email log"
      head={['Status', 'Subject', 'Recipient', 'Error', 'Sent', '']}
      minWidth={860}
    >
      {emails.length === 0 ? (
        <EmptyRow columns={6}>{empty}</EmptyRow>
      ) : (
        emails.map((email) => (
          <tr key={email.id}>
            <td className={cellClass}>
              <EmailStatusIcon status={email.status} />
            </td>
            <td className={`${cellClass} font-medium text-forest-950`}>{email.subject}</td>
            <td className={`${cellClass} text-ink/80`}>{email.recipientEmail}</td>
            <td className={`${cellClass} max-w-64 text-chili`}>{email.errorMessage ?? ''}</td>
            <td className={`${cellClass} whitespace-nowrap text-ink/80`}>
              {email.sentAt ? longDateTime(email.sentAt) : <span className="text-ink/70">Not sent</span>}
            </td>
            <td className={`${cellClass} text-right`}>
              {email.status === 'failed' ? <ResendButton email={email} /> : null}
            </td>
          </tr>
        ))
      )}
    </DataTable>
  );
}

export function EmailTab() {
  const [status, setStatus] = useState<EmailStatus | ''>('');
  const [page, setPage] = useState(1);
  const logs = useEmailLogs({ status: status || undefined, page, pageSize: DEFAULT_PAGE_SIZE });

  return (
    <AdminCard
      id="email-log"
      title="Email Log"
      actions={
        <FilterSelect
          id="email-status"
          label="Email status"
          allLabel="All emails"
          value={status}
          options={EMAIL_STATUSES}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      }
    >
      <PagedList
        query={logs}
        failedMessage={EMAIL_LOGS_LOAD_FAILED_MESSAGE}
        loadingLabel="Loading email logs..."
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPage={setPage}
      >
        {(data) => <EmailLogTable emails={data.rows} empty="No emails yet." />}
      </PagedList>
    </AdminCard>
  );
}
