// /auth-success?code=...: where Google sign-in lands. Clears the address bar, trades the one-time code for a session
// (it works only in the browser that started the sign-in) and opens the dashboard; anything else goes back to
// /login?error=auth_failed and leaves whoever is signed in signed in.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_FAILED } from '../../contracts/auth';
import type { LoginResponse } from '../../contracts/auth';
import { exchangeGoogleCode } from '../features/auth/api/exchange-google-code';
import { AuthCard } from '../features/auth/components/auth-card';
import { TwoFactorCodeStep } from '../features/auth/components/two-factor-code-step';
import { authStorage } from '../lib/auth-storage';

export function AuthSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  const [challenge, setChallenge] = useState<string | null>(null);

  useEffect(() => {
    const failed = () => void navigate(`/login?error=${AUTH_FAILED}`, { replace: true });
    if (!code) {
      failed();
      return;
    }
    // Replace, not push: the code must not stay in the address bar or in the history.
    window.history.replaceState(null, '', '/auth-success');
    exchangeGoogleCode(code).then((answer) => {
      if ('challenge' in answer) {
        setChallenge(answer.challenge);
        return;
      }
      authStorage.setToken(answer.token);
      void navigate('/dashboard', { replace: true });
    }, failed);
  }, [code, navigate]);

  if (challenge !== null) {
    // Google said who this is; two-factor asks for the code as after a password.
    const signedIn = ({ token }: LoginResponse) => {
      authStorage.setToken(token);
      void navigate('/dashboard', { replace: true });
    };
    return (
      <main id="main">
        <AuthCard title="One More Step" description="Your account has two-factor sign-in on.">
          <TwoFactorCodeStep
            challenge={challenge}
            onSignedIn={signedIn}
            onRestart={() => void navigate('/login', { replace: true })}
          />
        </AuthCard>
      </main>
    );
  }

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
