// /auth-success?token=...: where Google sign-in lands; keeps the token, clears the address bar, opens the dashboard.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_FAILED } from '../../contracts/auth';
import { authStorage } from '../lib/auth-storage';

export function AuthSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');

  useEffect(() => {
    // Replace, not push: the token must not stay in the address bar or in the history.
    if (!token) {
      void navigate(`/login?error=${AUTH_FAILED}`, { replace: true });
      return;
    }
    authStorage.setToken(token);
    window.history.replaceState(null, '', '/auth-success');
    void navigate('/dashboard', { replace: true });
  }, [token, navigate]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-forest-50/60" aria-busy="true">
      <div className="flex flex-col items-center gap-4">
        <span
          aria-hidden="true"
          className="h-10 w-10 animate-spin rounded-full border-4 border-forest-100 border-t-forest-800"
        />
        <p className="font-display text-xl font-semibold text-forest-950">Authenticating...</p>
      </div>
    </main>
  );
}
