// The ten recovery codes, shown once after two-factor is turned on: copy them, download them, then say they are kept.
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';

function download(codes: string[]) {
  const text = [
    'Tiffin Fit recovery codes',
    'Each code signs you in once if you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'tiffin-fit-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

export function TwoFactorRecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () =>
        toast({
          title: 'Copied',
          description: 'Your recovery codes are on the clipboard.',
          variant: 'success',
        }),
      () =>
        toast({
          title: 'Could not copy',
          description: 'Select the codes and copy them.',
          variant: 'destructive',
        }),
    );
  return (
    <div className="grid gap-5">
      <div className="rounded-2xl border border-saffron-500/40 bg-saffron-100/60 px-4 py-3 text-sm text-forest-950">
        <p className="font-semibold">Save your recovery codes now</p>
        <p className="mt-0.5 text-ink/80">
          If you lose your phone, each code signs you in once. This is the only time we show them.
        </p>
      </div>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-2xl border border-forest-900/10 bg-stone-50 px-5 py-4 font-mono text-[15px] text-forest-950 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="outline" size="sm" onClick={() => download(codes)}>
          Download .txt
        </Button>
        <Button variant="secondary" size="sm" className="max-sm:w-full sm:ml-auto" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}
