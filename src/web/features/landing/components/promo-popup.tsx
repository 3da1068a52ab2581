// The first-week promo (20% off with GYMBRO): claim carries the code to /subscribe, close or Maybe later dismiss.
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { MealIllustration } from '../art/meal-illustration';
import { PROMO_CODE } from '../hooks/use-promo-popup';

export function PromoPopup({ open, onAnswered }: { open: boolean; onAnswered: () => void }) {
  const navigate = useNavigate();
  function claim() {
    onAnswered();
    void navigate(`/subscribe?promo=${PROMO_CODE}`);
  }
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onAnswered())}>
      <DialogContent closeLabel="Close offer">
        <div className="tf-grain relative flex h-44 items-end justify-center overflow-hidden bg-[radial-gradient(circle_at_50%_80%,#1b6a4f,#0f3d2e_70%)]">
          <MealIllustration image="pulao-handi" className="-mb-16 w-64 drop-shadow-2xl" />
          <span className="absolute top-4 left-4 rounded-full bg-saffron-400 px-3 py-1 text-xs font-bold text-forest-950">
            New members
          </span>
        </div>
        <div className="p-7 pt-6 text-center">
          <DialogTitle>20% off your first week</DialogTitle>
          <DialogDescription className="mt-2">
            Try five chef-cooked, high-protein lunches for less. Use code{' '}
            <strong className="rounded-md bg-saffron-100 px-1.5 py-0.5 font-mono text-forest-900">
              {PROMO_CODE}
            </strong>{' '}
            at checkout.
          </DialogDescription>
          <div className="mt-6 flex flex-col gap-2">
            <Button size="lg" onClick={claim}>
              Claim 20% off
            </Button>
            <Button variant="ghost" onClick={onAnswered}>
              Maybe later
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
