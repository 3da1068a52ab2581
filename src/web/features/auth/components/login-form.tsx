// The sign-in form of /login: a valid e-mail and a password typed (any password valid when it was set signs in), the
// spec's failure messages (section 8), then on to the dashboard.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  INVALID_CREDENTIALS_MESSAGE,
  loginFailureSchema,
  loginRequestSchema,
  type LoginRequest,
  type LoginResponse,
} from '../../../../contracts/auth';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { authStorage, backOfficeHome, backOfficeRoleOf } from '../../../lib/auth-storage';
import { useHydrated } from '../../../lib/hydration';
import { siteConfig } from '../../../lib/site-config';
import { secondStepOf, useLogin, type SecondStep } from '../api/login';
import { useSignInLink } from '../hooks/use-sign-in-link';
import { SignInCheckStep, type PendingCheck } from './sign-in-check-step';
import { TextField } from './text-field';
import { TwoFactorCodeStep } from './two-factor-code-step';

function toastFailure(error: unknown): void {
  if (!(error instanceof ApiError)) {
    toast({
      title: 'Login failed',
      description: 'An error occurred. Please try again.',
      variant: 'destructive',
    });
    return;
  }
  const failure = loginFailureSchema.safeParse(error.raw);
  if (failure.success && failure.data.useGoogleAuth) {
    // Without Google sign-in on this site, a password set by e-mail is the way in.
    toast(
      siteConfig().googleSignInEnabled
        ? { title: 'Use Google Sign In', description: failure.data.message, variant: 'destructive' }
        : {
            title: 'Login failed',
            description:
              'This account was created with Google, which this site does not offer now. Use "Forgot your password?" to set a password.',
            variant: 'destructive',
          },
    );
    return;
  }
  toast({
    title: 'Login failed',
    description: error.serverMessage ?? INVALID_CREDENTIALS_MESSAGE,
    variant: 'destructive',
  });
}

export function LoginForm() {
  const login = useLogin();
  // Until the page's script has taken over the build's HTML, sending would be the browser's own GET: the e-mail and
  // password in the address bar and no sign-in. A disabled button also stops Enter from sending (implicit submission).
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [step, setStep] = useState<SecondStep | null>(null);
  const fromLink = useCallback((check: PendingCheck) => setStep({ kind: 'check', check }), []);
  useSignInLink(fromLink);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const signedIn = ({ token, user }: LoginResponse) => {
    authStorage.setToken(token);
    toast({ title: 'Login successful', description: `Welcome back, ${user.name}!`, variant: 'success' });
    // Staff have no dashboard of their own: the counter is their home (owners keep the spec's /dashboard).
    void navigate(backOfficeRoleOf(token) === 'staff' ? backOfficeHome('staff') : '/dashboard');
  };

  const onValid = (values: LoginRequest) => {
    login.mutate(values, {
      onSuccess: (answer) => {
        const next = secondStepOf(answer);
        if (next) setStep(next);
        else if ('token' in answer) signedIn(answer);
      },
      onError: toastFailure,
    });
  };

  if (step?.kind === 'two-factor') {
    return (
      <TwoFactorCodeStep challenge={step.challenge} onSignedIn={signedIn} onRestart={() => setStep(null)} />
    );
  }
  if (step?.kind === 'check') {
    return <SignInCheckStep check={step.check} onSignedIn={signedIn} onRestart={() => setStep(null)} />;
  }

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)} className="grid gap-5">
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={!hydrated || login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
