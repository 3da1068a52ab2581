// The password form of /reset-password: the one password rule, checked here as the server checks it (length and
// the common-password list), and a matching confirmation; the server's reason on refusal.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { resetPasswordFormSchema, type ResetPasswordForm as FormValues } from '../../../../contracts/auth';
import { newPasswordProblem } from '../../../../domain/password-policy';
import { NEW_PASSWORD_RULE } from '../../../../domain/password-rules';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { PASSWORD_LINK_WORDS, type PasswordLinkWords } from '../password-link-words';
import { TextField } from './text-field';

/** The contract's form with the whole rule: a long enough password can still be a common one. */
const formSchema = resetPasswordFormSchema.check(
  z.superRefine((values, ctx) => {
    const problem = newPasswordProblem(values.password);
    if (problem)
      ctx.addIssue({ code: 'custom', message: problem, path: ['password'], input: values.password });
  }),
);

/** The words of the form's field and button; a reset's unless the link is for a first password. */
type FormWords = Pick<PasswordLinkWords, 'passwordLabel' | 'submit' | 'submitting'>;

export function ResetPasswordForm({
  token,
  onDone,
  words = PASSWORD_LINK_WORDS['password-reset'],
}: {
  token: string;
  onDone: () => void;
  words?: FormWords;
}) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onValid = (values: FormValues) => {
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            toast({
              title: 'Error',
              description: 'Failed to reset password. Please try again.',
              variant: 'destructive',
            });
            return;
          }
          const message = error.serverMessage ?? 'Failed to reset password';
          // A password the server refused (too common, say) is explained under the field itself.
          const passwordProblem = error.body?.fields?.password;
          if (passwordProblem) setError('password', { message: passwordProblem }, { shouldFocus: true });
          toast({ title: 'Error', description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)} className="grid gap-5">
      <TextField
        id="reset-password"
        label={words.passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_RULE}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id="reset-confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? words.submitting : words.submit}
      </Button>
    </form>
  );
}
