// Delete my account: a last look at what happens, confirmed with the password.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { deleteAccountRequestSchema, type DeleteAccountRequest } from '../../../../contracts/account';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Field, inputClass } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, fieldErrorsOf, messageOf } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const remove = useDeleteAccount();
  const [showCode, setShowCode] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeleteAccountRequest>({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { password: '' },
  });
  const onValid = (values: DeleteAccountRequest) =>
    remove.mutate(
      { password: values.password, ...(values.code ? { code: values.code } : {}) },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Account deleted', description: message, variant: 'success' });
          onDeleted();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (fields.code) setShowCode(true);
          if (fields.password) setError('password', { message: fields.password });
          if (fields.code) setError('code', { message: fields.code });
          if (!fields.password && !fields.code) {
            toast({
              title: error instanceof ApiError && error.status === 429 ? 'Please wait' : 'Error',
              description: messageOf(error, 'Failed to delete your account. Please try again.'),
              variant: 'destructive',
            });
          }
        },
      },
    );
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)} className="mt-6 grid gap-5">
      <Field id="delete-password" label="Your password" error={errors.password?.message}>
        <input
          className={inputClass}
          type="password"
          autoComplete="current-password"
          {...register('password')}
        />
      </Field>
      {showCode && (
        <Field id="delete-code" label="Code from your authenticator app" error={errors.code?.message}>
          <input
            className={inputClass}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...register('code')}
          />
        </Field>
      )}
      <DialogActions busy={remove.isPending} className="mt-2" cancelLabel="Keep my account">
        <Button type="submit" variant="danger" disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </DialogActions>
    </form>
  );
}

export function DeleteAccountDialog({ onDeleted }: { onDeleted: () => void }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" className="mt-4 border border-chili/40 text-chili! hover:bg-red-50">
          Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <div className="max-h-[90dvh] overflow-y-auto p-6 sm:p-8">
          <DialogTitle className="pr-10">Delete your account?</DialogTitle>
          <DialogDescription className="mt-2">
            This cannot be undone. Download your data first if you want a copy.
          </DialogDescription>
          <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-ink/80">
            <li>Your plan is cancelled now: nothing more is charged. Refunds follow our Refund Policy.</li>
            <li>You are signed out everywhere.</li>
            <li>Your name, e-mail, phone, address and tracker data are erased.</li>
            <li>Past billing records stay, as the law requires, with no name attached.</li>
          </ul>
          <DeleteAccountForm onDeleted={onDeleted} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
