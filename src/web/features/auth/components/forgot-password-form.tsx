// /forgot-password's form: an e-mail address, then "Check Your Email" (spec sections 2, 4, 5 and 8).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '../../../../contracts/auth';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/forgot-password';
import { TextField } from './text-field';

export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onValid = (values: ForgotPasswordRequest) => {
    request.mutate(values, {
      onSuccess: () => onSent(values.email),
      onError: (error) =>
        toast({
          title: 'Error',
          description:
            error instanceof ApiError
              ? (error.serverMessage ?? 'Failed to send reset link')
              : 'Failed to send reset link. Please try again.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)} className="grid gap-5">
      <TextField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
