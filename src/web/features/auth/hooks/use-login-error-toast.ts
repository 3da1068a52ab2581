// Shows the toast for /login's error query parameter once (spec section 2), then drops it from the address bar.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AUTH_FAILED, GOOGLE_AUTH_FAILED, GOOGLE_NOT_CONFIGURED } from '../../../../contracts/auth';
import { toast, type ToastInput } from '../../../components/ui/toast-store';

const GOOGLE_UNAVAILABLE_TOAST: ToastInput = {
  title: 'Google Sign In Unavailable',
  description: 'Google sign-in is not set up on this site yet. Please sign in with your email and password.',
  variant: 'destructive',
};

const TOASTS: Record<string, ToastInput> = {
  [GOOGLE_AUTH_FAILED]: {
    title: 'Google Sign In Failed',
    description: 'There was an issue with Google authentication. Please try again.',
    variant: 'destructive',
  },
  [AUTH_FAILED]: {
    title: 'Authentication Failed',
    description: 'Sign in was not completed. Please try again.',
    variant: 'destructive',
  },
  [GOOGLE_NOT_CONFIGURED]: GOOGLE_UNAVAILABLE_TOAST,
};

export function useLoginErrorToast(): void {
  const [params, setParams] = useSearchParams();
  const error = params.get('error');

  useEffect(() => {
    if (!error) return;
    const message = TOASTS[error];
    if (message) toast(message);
    // A reload or a shared link should not show the toast again.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [error, setParams]);
}
