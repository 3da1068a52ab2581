// Keep my subscription: undoes a cancellation before the paid period ends.
import { Button } from '../../../components/ui/button';
import { useResumeSubscription } from '../api/resume-subscription';
import { confirmChange } from '../confirmed-change';

export function KeepSubscriptionButton({ className }: { className?: string }) {
  const resume = useResumeSubscription();

  // Awaited: the button goes away as soon as the refreshed plan is no longer cancelling; the plan's panel keeps the
  // confirmation where the cancellation notice was.
  async function keep() {
    await confirmChange(() => resume.mutateAsync(), {
      place: 'plan',
      done: 'Subscription resumed',
      failed: 'Error',
      fallback: 'Failed to resume subscription. Please try again.',
    });
  }

  return (
    <Button variant="secondary" className={className} onClick={() => void keep()} disabled={resume.isPending}>
      {resume.isPending ? 'Keeping...' : 'Keep my subscription'}
    </Button>
  );
}
