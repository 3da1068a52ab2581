// "Your data": a copy of everything we hold (JSON, and the tracker as CSV), and deleting the account.
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { messageOf } from '../../../lib/api-client';
import { useDownloadMyData, type MyDataFile } from '../api/download-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

export function YourDataCard({ onDeleted }: { onDeleted: () => void }) {
  const download = useDownloadMyData();
  const save = (file: MyDataFile) =>
    download.mutate(file, {
      onSuccess: (name) => toast({ title: 'Download started', description: `Saved as ${name}.` }),
      onError: (error) =>
        toast({
          title: 'Download failed',
          description: messageOf(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  const busy = download.isPending ? download.variables : null;
  return (
    <section
      aria-labelledby="your-data-heading"
      className="rounded-3xl border border-forest-900/10 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="your-data-heading" className="font-display text-2xl font-semibold text-forest-950">
        Your data
      </h2>
      <p className="mt-1 max-w-2xl text-ink/70">
        Everything we hold about you: profile, subscription, orders, charges and refunds, tracker goals,
        entries, weights and insights, and the e-mails we sent you.{' '}
        <Link to="/privacy" className="font-medium text-forest-800 underline">
          What we keep and why
        </Link>
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="secondary" onClick={() => save('everything')} disabled={busy !== null}>
          {busy === 'everything' ? 'Preparing...' : 'Download my data'}
        </Button>
        <Button variant="outline" onClick={() => save('tracker-csv')} disabled={busy !== null}>
          {busy === 'tracker-csv' ? 'Preparing...' : 'Tracker as CSV'}
        </Button>
      </div>
      <div className="mt-8 border-t border-forest-900/10 pt-6">
        <h3 className="font-semibold text-forest-950">Delete my account</h3>
        <p className="mt-1 max-w-2xl text-sm text-ink/75">
          Cancels your plan at once (no more charges), signs you out everywhere and erases your personal data
          and tracker. Billing records the law requires stay, with no name attached. This cannot be undone.
        </p>
        <DeleteAccountDialog onDeleted={onDeleted} />
      </div>
    </section>
  );
}
