// /auth-success?code=...: where Google sign-in lands. Clears the address bar, trades the one-time code for a session
// (it works only in the browser that started the sign-in) and opens the dashboard; anything else goes back to
// /login?error=auth_failed and leaves whoever is signed in signed in.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_FAILED } from '../../contracts/auth';
import { exchangeGoogleCode } from '../features/auth/api/exchange-google-code';
import { authStorage } from '../lib/auth-storage';

export function AuthSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');

  useEffect(() => {
    const failed = () => void navigate(`/login?error=${AUTH_FAILED}`, { replace: true });
    if (!code) {
      failed();
      return;
    }
    // Replace, not push: the code must not stay in the address bar or in the history.
    window.history.replaceState(null, '', '/auth-success');
    exchangeGoogleCode(code).then(({ token }) => {
      authStorage.setToken(token);
      void navigate('/dashboard', { replace: true });
    }, failed);
  }, [code, navigate]);

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
