// The second step of a sign-in when two-factor is on: the 6-digit code from the app, or a recovery code behind
// "Use a recovery code". /login, /admin/login and Google's landing page share it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LoginResponse } from '../../../../contracts/auth';
import {
  CHALLENGE_EXPIRED_MESSAGE,
  twoFactorCodeRequestSchema,
  type TwoFactorCodeRequest,
} from '../../../../contracts/two-factor';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { messageOf } from '../../../lib/api-client';
import { useCompleteTwoFactorLogin } from '../api/complete-two-factor-login';
import { TextField } from './text-field';

const linkButtonClass =
  'rounded font-semibold text-forest-800 underline decoration-forest-800/30 underline-offset-4 hover:decoration-forest-800';

export function TwoFactorCodeStep({
  challenge,
  onSignedIn,
  onRestart,
  submitVariant = 'primary',
}: {
  challenge: string;
  onSignedIn: (answer: LoginResponse) => void;
  /** Back to the password: the challenge expired, or the person chose to. */
  onRestart: () => void;
  submitVariant?: 'primary' | 'secondary';
}) {
  const [recovery, setRecovery] = useState(false);
  const complete = useCompleteTwoFactorLogin();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<TwoFactorCodeRequest>({
    resolver: zodResolver(twoFactorCodeRequestSchema),
    defaultValues: { code: '' },
  });

  const onValid = ({ code }: TwoFactorCodeRequest) =>
    complete.mutate(
      { challenge, code },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          const message = messageOf(error, 'Sign in failed. Please try again.');
          if (message === CHALLENGE_EXPIRED_MESSAGE) {
            toast({ title: 'Sign in again', description: message, variant: 'destructive' });
            onRestart();
            return;
          }
          setError('code', { message });
        },
      },
    );

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)} className="grid gap-5">
      <div className="rounded-2xl bg-forest-50 px-4 py-3 text-sm text-forest-950">
        <p className="font-semibold">Two-factor sign-in</p>
        <p className="mt-0.5 text-ink/80">
          {recovery
            ? 'Enter one of the recovery codes you saved when you turned two-factor on. Each works once.'
            : 'Open your authenticator app and enter the 6-digit code for Tiffin Fit.'}
        </p>
      </div>
      {recovery ? (
        <TextField
          key="recovery"
          id="two-factor-code"
          label="Recovery code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="xxxxx-xxxxx"
          autoFocus
          error={errors.code?.message}
          {...register('code')}
        />
      ) : (
        <TextField
          key="app"
          id="two-factor-code"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123 456"
          maxLength={7}
          autoFocus
          error={errors.code?.message}
          {...register('code')}
        />
      )}
      <Button
        type="submit"
        size="lg"
        variant={submitVariant}
        className="w-full"
        disabled={complete.isPending}
      >
        {complete.isPending ? 'Verifying...' : 'Verify and Sign In'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button
          type="button"
          className={linkButtonClass}
          onClick={() => {
            setRecovery(!recovery);
            setValue('code', '');
          }}
        >
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </button>
        <button type="button" className={linkButtonClass} onClick={onRestart}>
          Back to sign in
        </button>
      </div>
    </form>
  );
}
