// Keep my subscription: undoes a cancellation before the paid period ends.
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { messageOf } from '../../../lib/api-client';
import { useResumeSubscription } from '../api/resume-subscription';

export function KeepSubscriptionButton({ className }: { className?: string }) {
  const resume = useResumeSubscription();

  // Awaited: the button goes away as soon as the refreshed plan is no longer cancelling.
  async function keep() {
    try {
      const { message } = await resume.mutateAsync();
      toast({ title: 'Subscription resumed', description: message, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Error',
        description: messageOf(error, 'Failed to resume subscription. Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Button variant="secondary" className={className} onClick={() => void keep()} disabled={resume.isPending}>
      {resume.isPending ? 'Keeping...' : 'Keep my subscription'}
    </Button>
  );
}
