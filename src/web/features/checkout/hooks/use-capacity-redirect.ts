// The phase is full: the spec's "Phase Capacity Reached" toast, then the waitlist once it has been read.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { CAPACITY_REACHED_MESSAGE } from '../../../../contracts/checkout';
import { toast } from '../../../components/ui/toast-store';

/** Long enough to read the toast's first line; the toast itself stays on /waitlist. */
export const WAITLIST_REDIRECT_DELAY_MS = 2000;

export function useCapacityRedirect(): () => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    toast({ title: 'Phase Capacity Reached', description: CAPACITY_REACHED_MESSAGE, variant: 'destructive' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void navigate('/waitlist'), WAITLIST_REDIRECT_DELAY_MS);
  }, [navigate]);
}
