// Account credit on the dashboard: the balance the next charge spends before the card, and where it came from.
import { CREDIT_REASON_LABELS, type CreditEntry } from '../../../../contracts/credit';
import { formatLongDate } from '../../../../domain/dates';
import { cents, formatUsd } from '../../../../domain/money';
import { LoadFailed, PanelSkeleton } from '../../../components/ui/load-states';
import { CREDIT_LOAD_FAILED_MESSAGE, useCredit } from '../api/get-credit';
import { ReceiptIcon } from './icons';
import { Panel, PanelLabel } from './panel';

/** The history shown here; the data export holds every entry. */
const ENTRIES_SHOWN = 8;

function signed(amount: number): string {
  return `${amount < 0 ? '-' : '+'}${formatUsd(cents(Math.abs(amount)))}`;
}

function EntryRow({ entry }: { entry: CreditEntry }) {
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-forest-950">{CREDIT_REASON_LABELS[entry.reason]}</p>
        {entry.note ? <p className="mt-0.5 text-sm break-words text-ink/75">{entry.note}</p> : null}
        <p className="mt-0.5 text-xs text-ink/70">{formatLongDate(new Date(entry.createdAt))}</p>
      </div>
      <span
        className={
          entry.amount < 0
            ? 'shrink-0 text-sm font-semibold text-ink/80 tabular-nums'
            : 'shrink-0 text-sm font-semibold text-emerald-700 tabular-nums'
        }
      >
        {signed(entry.amount)}
      </span>
    </li>
  );
}

export function CreditPanel() {
  const credit = useCredit();
  if (credit.isPending) return <PanelSkeleton label="Loading your account credit..." lines={2} />;
  if (credit.isError)
    return <LoadFailed message={CREDIT_LOAD_FAILED_MESSAGE} onRetry={() => void credit.refetch()} />;
  const { balance, entries } = credit.data;
  return (
    <Panel labelledBy="credit-panel">
      <PanelLabel id="credit-panel" icon={<ReceiptIcon className="h-4 w-4" />}>
        Account credit
      </PanelLabel>
      <p className="mt-5 font-display text-3xl font-semibold text-forest-950 tabular-nums">
        {formatUsd(cents(balance))}
      </p>
      <p className="mt-1 text-sm text-ink/75">
        {balance > 0
          ? 'Used first at your next charge; your card pays only the rest.'
          : 'Credit we add to your account is used before your card is charged.'}
      </p>
      {entries.length > 0 ? (
        <ul
          aria-label="Credit history"
          className="mt-4 divide-y divide-forest-900/10 border-t border-forest-900/10"
        >
          {entries.slice(0, ENTRIES_SHOWN).map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
