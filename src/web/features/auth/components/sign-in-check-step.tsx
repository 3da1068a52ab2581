// The step after the password while strangers keep failing at the account (issue 41): the 6-digit code e-mailed to
// it, or the account's own authenticator code. Arrived at from the e-mail's link, the code is already there and one
// press signs this browser in. /login and /admin/login share it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { LoginResponse } from '../../../../contracts/auth';
import {
  SIGN_IN_CHECK_MESSAGE,
  signInCodeFormSchema,
  type SignInCodeForm,
} from '../../../../contracts/two-factor';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { useCompleteSignInCheck } from '../api/complete-sign-in-check';
import { TextField } from './text-field';

const linkButtonClass =
  'rounded font-semibold text-forest-800 underline decoration-forest-800/30 underline-offset-4 hover:decoration-forest-800';

/** A sign-in waiting for its code: the server's challenge, the code when the e-mail's link brought it. */
export interface PendingCheck {
  challenge: string;
  code?: string;
  message?: string;
}

export function SignInCheckStep({
  check,
  onSignedIn,
  onRestart,
  submitVariant = 'primary',
}: {
  check: PendingCheck;
  onSignedIn: (answer: LoginResponse) => void;
  /** Back to the password. */
  onRestart: () => void;
  submitVariant?: 'primary' | 'secondary';
}) {
  const complete = useCompleteSignInCheck();
  const fromLink = check.code !== undefined;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignInCodeForm>({
    resolver: zodResolver(signInCodeFormSchema),
    defaultValues: { code: check.code ?? '' },
  });

  const onValid = ({ code }: SignInCodeForm) =>
    complete.mutate(
      { challenge: check.challenge, code },
      {
        onSuccess: onSignedIn,
        onError: (error) =>
          setError('code', { message: messageOf(error, 'Sign in failed. Please try again.') }),
      },
    );

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)} className="grid gap-5">
      <div className="rounded-2xl bg-forest-50 px-4 py-3 text-sm text-forest-950" role="status">
        <p className="font-semibold">{fromLink ? 'Finish signing in' : 'Check your e-mail'}</p>
        <p className="mt-0.5 text-ink/80">
          {fromLink
            ? 'Your code is filled in from the e-mail. Sign in to use this device from now on.'
            : (check.message ?? SIGN_IN_CHECK_MESSAGE)}
        </p>
        {fromLink ? null : (
          <p className="mt-1.5 text-ink/70">
            Use two-factor sign-in? Enter your authenticator app&apos;s code instead.
          </p>
        )}
      </div>
      <TextField
        id="sign-in-code"
        label="Sign-in code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="123456"
        maxLength={24}
        autoFocus={!fromLink}
        error={errors.code?.message}
        {...register('code')}
      />
      <Button
        type="submit"
        size="lg"
        variant={submitVariant}
        className="w-full"
        disabled={complete.isPending}
      >
        {complete.isPending ? 'Verifying...' : 'Verify and Sign In'}
      </Button>
      <p className="text-sm">
        <button type="button" className={linkButtonClass} onClick={onRestart}>
          Back to sign in
        </button>
      </p>
    </form>
  );
}
