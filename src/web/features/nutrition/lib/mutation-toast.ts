// The spec's one way a failed tracker change is shown (section 8): an Error toast with the error's message.
import { toast } from '../../../components/ui/toast-store';
import { messageOf } from '../../../lib/api-client';

export function errorToast(error: Error): void {
  toast({ title: 'Error', description: messageOf(error, error.message), variant: 'destructive' });
}
