// The spec's one way a failed tracker change is shown (section 8): an Error toast with the error's message.
import { toast } from '../../../components/ui/toast-store';
import { messageOf } from '../../../lib/api-client';

export function errorToast(error: Error): void {
  toast({ title: 'Error', description: messageOf(error, error.message), variant: 'destructive' });
}

/** After logging: the spec's success toast once the server has it, or that it waits on this device for a signal. */
export function loggedToast(
  outcome: { status: 'sent' | 'queued' },
  success: { title: string; description: string },
): void {
  if (outcome.status === 'sent') toast({ ...success, variant: 'success' });
  else
    toast({
      title: 'Saved on this device',
      description: navigator.onLine
        ? 'We could not reach the server: it will be sent in a moment.'
        : "No connection right now: it will be sent when you're back online.",
    });
}
