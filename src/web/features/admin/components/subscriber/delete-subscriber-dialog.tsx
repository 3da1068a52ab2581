// Delete a subscriber's account when they asked by e-mail (issue 21): the owner types the subscriber's address (the
// right account) and their own password, with a code where their two-factor is on (issue 41).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  deleteSubscriberRequestSchema,
  type DeleteSubscriberRequest,
} from '../../../../../contracts/account';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../../components/ui/dialog';
import { Field, inputClass } from '../../../../components/ui/field';
import { toast } from '../../../../components/ui/toast-store';
import { ApiError, fieldErrorsOf, messageOf } from '../../../../lib/api-client';
import { useDeleteSubscriber } from '../../api/delete-subscriber';

function DeleteSubscriberForm({
  subscriberId,
  email,
  onDeleted,
}: {
  subscriberId: number;
  email: string;
  onDeleted: () => void;
}) {
  const remove = useDeleteSubscriber(subscriberId);
  const [showCode, setShowCode] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeleteSubscriberRequest>({
    resolver: zodResolver(deleteSubscriberRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const onValid = (values: DeleteSubscriberRequest) =>
    remove.mutate(
      { email: values.email, password: values.password, ...(values.code ? { code: values.code } : {}) },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Account Deleted', description: message, variant: 'success' });
          onDeleted();
        },
        onError: (failure) => {
          const fields = fieldErrorsOf(failure);
          if (fields.code) setShowCode(true);
          for (const name of ['email', 'password', 'code'] as const) {
            const message = fields[name];
            if (message) setError(name, { message });
          }
          if (!fields.email && !fields.password && !fields.code) {
            toast({
              title: failure instanceof ApiError && failure.status === 429 ? 'Please wait' : 'Delete Failed',
              description: messageOf(failure, 'Failed to delete the account'),
              variant: 'destructive',
            });
          }
        },
      },
    );
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)} className="mt-5 grid gap-4">
      <Field
        id="delete-subscriber-email"
        label="Their e-mail address"
        hint={
          <>
            Type <span className="font-semibold text-ink">{email}</span> to confirm which account goes.
          </>
        }
        error={errors.email?.message}
      >
        <input
          className={inputClass}
          type="email"
          autoComplete="off"
          spellCheck={false}
          {...register('email')}
        />
      </Field>
      <Field id="delete-subscriber-password" label="Your password" error={errors.password?.message}>
        <input
          className={inputClass}
          type="password"
          autoComplete="current-password"
          {...register('password')}
        />
      </Field>
      {showCode && (
        <Field
          id="delete-subscriber-code"
          label="Code from your authenticator app"
          error={errors.code?.message}
        >
          <input
            className={inputClass}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...register('code')}
          />
        </Field>
      )}
      <DialogActions busy={remove.isPending} className="mt-2">
        <Button type="submit" variant="danger" disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete account'}
        </Button>
      </DialogActions>
    </form>
  );
}

export function DeleteSubscriberDialog({
  subscriberId,
  name,
  email,
}: {
  subscriberId: number;
  name: string;
  email: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-chili! hover:bg-red-50">
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <div className="max-h-[90dvh] overflow-y-auto p-6 sm:p-8">
          <DialogTitle className="pr-10">Delete {name}&apos;s account?</DialogTitle>
          <DialogDescription className="mt-2">
            Only when they asked us to, from the address we hold for them. Their plan is cancelled at once
            with no refund made here, they are signed out, and their name, e-mail, phone, address and tracker
            data are erased. Charges, refunds and orders stay under an anonymous reference. They get a goodbye
            e-mail. This cannot be undone, and it is in the audit log.
          </DialogDescription>
          {open ? (
            <DeleteSubscriberForm
              subscriberId={subscriberId}
              email={email}
              onDeleted={() => setOpen(false)}
            />
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
