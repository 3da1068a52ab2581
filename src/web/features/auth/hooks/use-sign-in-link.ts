// The sign-in e-mail's link (/login?verify=...&code=..., issue 41): hands its check to the form once, then drops it
// from the address bar, so that neither a reload nor the history keeps the code.
import { useEffect } from 'react';
import { useSettledSearchParams } from '../../../lib/hydration';
import type { PendingCheck } from '../components/sign-in-check-step';

export function useSignInLink(onLink: (check: PendingCheck) => void): void {
  const [params, setParams] = useSettledSearchParams();
  const challenge = params.get('verify');
  const code = params.get('code');

  useEffect(() => {
    if (!challenge || !code) return;
    onLink({ challenge, code });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('verify');
        next.delete('code');
        return next;
      },
      { replace: true },
    );
  }, [challenge, code, onLink, setParams]);
}
