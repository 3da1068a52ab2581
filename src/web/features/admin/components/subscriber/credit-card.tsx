// A subscriber's account credit in the back office: the balance, the ledger, and the owner's add or remove.
import { CREDIT_REASON_LABELS } from '../../../../../contracts/credit';
import { CREDIT_LOAD_FAILED_MESSAGE, useSubscriberCredit } from '../../api/get-subscriber-credit';
import { dollars, longDateTime } from '../../format';
import { AdminCard, DataTable, EmptyRow, LoadFailed, LoadingRows, cellClass } from '../admin-ui';
import { CreditDialog } from './credit-dialog';

export function CreditCard({ subscriberId, name }: { subscriberId: number; name: string }) {
  const credit = useSubscriberCredit(subscriberId);
  return (
    <AdminCard
      id="credit"
      title={credit.data ? `Account Credit · ${dollars(credit.data.balance)}` : 'Account Credit'}
      actions={
        credit.data ? (
          <CreditDialog subscriberId={subscriberId} name={name} balance={credit.data.balance} />
        ) : null
      }
    >
      {credit.isPending ? (
        <LoadingRows label="Loading the account credit..." rows={2} />
      ) : credit.isError ? (
        <LoadFailed message={CREDIT_LOAD_FAILED_MESSAGE} onRetry={() => void credit.refetch()} />
      ) : (
        <DataTable label="Credit entries" head={['When', 'Reason', 'Note', 'Amount']} minWidth={560}>
          {credit.data.entries.length === 0 ? (
            <EmptyRow columns={4}>No credit yet.</EmptyRow>
          ) : (
            credit.data.entries.map((e) => (
              <tr key={e.id}>
                <td className={`${cellClass} whitespace-nowrap`}>{longDateTime(e.createdAt)}</td>
                <td className={cellClass}>{CREDIT_REASON_LABELS[e.reason]}</td>
                <td className={`${cellClass} text-ink/75`}>{e.note ?? ''}</td>
                <td className={`${cellClass} text-right font-semibold whitespace-nowrap tabular-nums`}>
                  {e.amount < 0 ? `-${dollars(-e.amount)}` : `+${dollars(e.amount)}`}
                </td>
              </tr>
            ))
          )}
        </DataTable>
      )}
    </AdminCard>
  );
}
