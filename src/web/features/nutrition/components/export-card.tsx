// Export of goals, entries and weights as CSV or JSON files.
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useExportData, type ExportFormat } from '../api/export-data';
import { errorToast } from '../lib/mutation-toast';
import { Card, CardTitle } from './card';

export function ExportCard() {
  const exporter = useExportData();
  const download = (format: ExportFormat) =>
    exporter.mutate(format, {
      onSuccess: (name) => toast({ title: 'Export Ready', description: `${name} has been downloaded.` }),
      onError: errorToast,
    });
  const busy = exporter.isPending ? exporter.variables : null;
  return (
    <Card labelledBy="export-card">
      <CardTitle id="export-card" eyebrow="Your data">
        Export
      </CardTitle>
      <p className="mt-2 text-sm text-ink/75">Your goals, every entry and your weigh-ins, yours to keep.</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button
          variant="outline"
          className="flex-1 whitespace-nowrap"
          onClick={() => download('csv')}
          disabled={exporter.isPending}
        >
          {busy === 'csv' ? 'Preparing...' : 'Download CSV'}
        </Button>
        <Button
          variant="outline"
          className="flex-1 whitespace-nowrap"
          onClick={() => download('json')}
          disabled={exporter.isPending}
        >
          {busy === 'json' ? 'Preparing...' : 'Download JSON'}
        </Button>
      </div>
    </Card>
  );
}
