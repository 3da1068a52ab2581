// Counts down to a redirect: seconds left are derived from one start time, ticked by one interval.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

export function useRedirectCountdown(to: string, delayMs: number) {
  const navigate = useNavigate();
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const [cancelled, setCancelled] = useState(false);

  useEffect(() => {
    if (cancelled) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current - startedAt >= delayMs) {
        clearInterval(timer);
        void navigate(to, { replace: true });
      }
    }, 250);
    return () => clearInterval(timer);
  }, [cancelled, delayMs, navigate, startedAt, to]);

  const secondsLeft = Math.max(0, Math.ceil((startedAt + delayMs - now) / 1000));
  return { secondsLeft, cancelled, cancel: () => setCancelled(true) };
}
