// Delete a subscriber's account when they asked by e-mail: the owner confirms that they did (issue 21).
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../../components/ui/dialog';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import { useDeleteSubscriber } from '../../api/delete-subscriber';

export function DeleteSubscriberDialog({ subscriberId, name }: { subscriberId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const remove = useDeleteSubscriber(subscriberId);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast({ title: 'Account Deleted', description: message, variant: 'success' });
        setOpen(false);
      },
      onError: (failure) =>
        toast({
          title: 'Delete Failed',
          description: messageOf(failure, 'Failed to delete the account'),
          variant: 'destructive',
        }),
    });
  return (
    <Dialog open={open} onOpenChange={(next) => remove.isPending || setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-chili! hover:bg-red-50">
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <div className="p-6 sm:p-8">
          <DialogTitle className="pr-10">Delete {name}&apos;s account?</DialogTitle>
          <DialogDescription className="mt-2">
            Their plan is cancelled at once with no refund made here, they are signed out, and their name,
            e-mail, phone, address and tracker data are erased. Charges, refunds and orders stay under an
            anonymous reference. They get a goodbye e-mail. This cannot be undone, and it is in the audit log.
          </DialogDescription>
          <label className="mt-5 flex items-start gap-3 text-sm text-ink/85">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-forest-800"
              checked={asked}
              onChange={(e) => setAsked(e.target.checked)}
            />
            The subscriber asked us to delete their account, from the address we hold for them.
          </label>
          <DialogActions busy={remove.isPending} className="mt-6">
            <Button variant="danger" disabled={!asked || remove.isPending} onClick={confirm}>
              {remove.isPending ? 'Deleting...' : 'Delete account'}
            </Button>
          </DialogActions>
        </div>
      </DialogContent>
    </Dialog>
  );
}
