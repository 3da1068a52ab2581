// /login: e-mail and password, Google sign-in where it is set up, and the links of spec section 2; error toasts from
// the query.
import { Link } from 'react-router';
import { AuthCard, textLinkClass } from '../features/auth/components/auth-card';
import { GoogleSignInButton } from '../features/auth/components/google-sign-in-button';
import { LoginForm } from '../features/auth/components/login-form';
import { useLoginErrorToast } from '../features/auth/hooks/use-login-error-toast';
import { useHydrated } from '../lib/hydration';
import { siteConfig } from '../lib/site-config';

export function LoginPage() {
  useLoginErrorToast();
  // Rendered at build time, where Google sign-in is not set up: the server's setting applies once hydrated.
  const googleSignIn = useHydrated() && siteConfig().googleSignInEnabled;
  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to manage your subscription and track your nutrition."
      footer={
        <>
          <p>
            Don&apos;t have an account?{' '}
            <Link to="/subscribe" className={textLinkClass}>
              Subscribe first
            </Link>
          </p>
          <p>
            <Link to="/" className={textLinkClass}>
              Back to Home
            </Link>
          </p>
        </>
      }
    >
      <LoginForm />
      <p className="mt-4 text-right text-sm">
        <Link to="/forgot-password" className={textLinkClass}>
          Forgot your password?
        </Link>
      </p>
      {/* A button that could only fail is not shown: Google sign-in appears once it is configured. */}
      {googleSignIn ? (
        <>
          <div className="my-6 flex items-center gap-3 text-sm text-ink/70" role="separator" aria-label="or">
            <span className="h-px flex-1 bg-forest-900/10" />
            or
            <span className="h-px flex-1 bg-forest-900/10" />
          </div>
          <GoogleSignInButton />
        </>
      ) : null}
    </AuthCard>
  );
}
