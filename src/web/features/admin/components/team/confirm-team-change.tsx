// A team change waits for a confirmation that says what it does: a role change or a removal.
import { useState, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../../components/ui/dialog';

export function ConfirmTeamChange({
  trigger,
  triggerLabel,
  title,
  children,
  confirmLabel,
  pendingLabel,
  danger = false,
  pending,
  onConfirm,
}: {
  trigger: string;
  /** The trigger's accessible name, which names the person (several rows have the same button). */
  triggerLabel: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  danger?: boolean;
  pending: boolean;
  /** Resolves true when the change was made (the dialog closes), false when it failed (it stays open). */
  onConfirm: () => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  async function confirm() {
    if (await onConfirm()) setOpen(false);
  }
  return (
    <Dialog open={open} onOpenChange={(next) => pending || setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant={danger ? 'ghost' : 'outline'} size="sm" aria-label={triggerLabel}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="p-6 sm:p-8">
          <DialogTitle className="pr-10">{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="mt-3 grid gap-2 text-base leading-relaxed text-ink/75">{children}</div>
          </DialogDescription>
          <DialogActions busy={pending} className="mt-7">
            <Button
              variant={danger ? 'danger' : 'secondary'}
              onClick={() => void confirm()}
              disabled={pending}
            >
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </DialogActions>
        </div>
      </DialogContent>
    </Dialog>
  );
}
