// /admin/login's form: signs in through /api/auth/login and keeps the token only if its role is admin (spec 4, 5, 8)
// or staff (issue 21), then opens that role's back office.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  ADMIN_LOGIN_MISSING_MESSAGE,
  adminLoginFormSchema,
  type LoginRequest,
  type LoginResponse,
} from '../../../../contracts/auth';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { messageOf } from '../../../lib/api-client';
import { authStorage, backOfficeHome, backOfficeRoleOf, decodeTokenRole } from '../../../lib/auth-storage';
import { secondStepOf, useLogin, type SecondStep } from '../api/login';
import { revokeSession } from '../api/logout';
import { SignInCheckStep } from './sign-in-check-step';
import { TextField } from './text-field';
import { TwoFactorCodeStep } from './two-factor-code-step';

/** The role claim, or undefined when the token cannot be read (decodeTokenRole logs why). */
function roleOf(token: string): string | undefined {
  if (token.split('.').length !== 3) {
    console.warn('Could not decode the session token');
    return undefined;
  }
  return decodeTokenRole(token) ?? undefined;
}

export function AdminLoginForm() {
  const login = useLogin();
  const navigate = useNavigate();
  const [step, setStep] = useState<SecondStep | null>(null);
  const { register, handleSubmit } = useForm<LoginRequest>({
    resolver: zodResolver(adminLoginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const signedIn = ({ token, user }: LoginResponse) => {
    const role = roleOf(token);
    if (role === undefined) {
      toast({ title: 'Login Error', description: 'Invalid token received', variant: 'destructive' });
      return;
    }
    const backOffice = backOfficeRoleOf(token);
    if (backOffice === null) {
      // This page keeps the team's tokens only; the subscriber's new session is ended rather than left behind.
      revokeSession(token);
      toast({
        title: 'Access Denied',
        description: 'This account does not have admin privileges',
        variant: 'destructive',
      });
      return;
    }
    authStorage.setAdmin(token, user);
    toast({
      title: 'Admin Login Successful',
      description: `Welcome back, ${user.name}!`,
      variant: 'success',
    });
    void navigate(backOfficeHome(backOffice));
  };

  const onValid = (values: LoginRequest) => {
    login.mutate(values, {
      onSuccess: (answer) => {
        const next = secondStepOf(answer);
        if (next) setStep(next);
        else if ('token' in answer) signedIn(answer);
      },
      onError: (error) =>
        toast({
          title: 'Login Failed',
          description: messageOf(error, 'Login failed'),
          variant: 'destructive',
        }),
    });
  };

  if (step?.kind === 'two-factor') {
    return (
      <TwoFactorCodeStep
        challenge={step.challenge}
        onSignedIn={signedIn}
        onRestart={() => setStep(null)}
        submitVariant="secondary"
      />
    );
  }
  if (step?.kind === 'check') {
    return (
      <SignInCheckStep
        check={step.check}
        onSignedIn={signedIn}
        onRestart={() => setStep(null)}
        submitVariant="secondary"
      />
    );
  }

  const onInvalid = () =>
    toast({ title: 'Missing Information', description: ADMIN_LOGIN_MISSING_MESSAGE, variant: 'destructive' });

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="grid gap-5">
      <TextField id="admin-email" label="Email" type="email" autoComplete="username" {...register('email')} />
      <TextField
        id="admin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        {...register('password')}
      />
      <Button type="submit" size="lg" variant="secondary" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Access Admin Dashboard'}
      </Button>
    </form>
  );
}
