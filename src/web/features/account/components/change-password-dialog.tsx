// Change password: the current one and a new one, checked with the server's schema; other browsers are signed out.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '../../../../contracts/account';
import { NEW_PASSWORD_RULE } from '../../../../domain/password-rules';
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
import { fieldErrorsOf, messageOf } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['currentPassword', 'newPassword'] as const;

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const onValid = (values: ChangePasswordRequest) =>
    change.mutate(values, {
      onSuccess: ({ ended }) => {
        onDone();
        toast({
          title: 'Password changed',
          description:
            ended > 0
              ? `We signed out ${ended} other ${ended === 1 ? 'browser' : 'browsers'} and e-mailed you a note.`
              : 'We e-mailed you a note to confirm it.',
          variant: 'success',
        });
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        for (const field of FIELDS) {
          const message = fields[field];
          if (message) setError(field, { message });
        }
        if (!FIELDS.some((f) => fields[f])) {
          toast({
            title: 'Error',
            description: messageOf(error, 'Failed to change your password. Please try again.'),
            variant: 'destructive',
          });
        }
      },
    });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)} className="mt-6 grid gap-5">
      <Field id="current-password" label="Current password" error={errors.currentPassword?.message}>
        <input
          className={inputClass}
          type="password"
          autoComplete="current-password"
          {...register('currentPassword')}
        />
      </Field>
      <Field
        id="new-password"
        label="New password"
        hint={NEW_PASSWORD_RULE}
        error={errors.newPassword?.message}
      >
        <input
          className={inputClass}
          type="password"
          autoComplete="new-password"
          {...register('newPassword')}
        />
      </Field>
      <DialogActions busy={change.isPending} className="mt-2">
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </DialogActions>
    </form>
  );
}

export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Change password
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <div className="max-h-[90dvh] overflow-y-auto p-6 sm:p-8">
          <DialogTitle className="pr-10">Change password</DialogTitle>
          <DialogDescription className="mt-2">
            Every other browser signed in to your account will be signed out.
          </DialogDescription>
          <ChangePasswordForm onDone={() => setOpen(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
