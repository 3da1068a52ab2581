// Edit Account Information: name, phone and address in a dialog, checked with the server's own schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  updateProfileRequestSchema,
  type UpdateProfileRequest,
  type UserProfile,
} from '../../../../contracts/user-profile';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { fieldErrorsOf, messageOf } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { TextField } from './text-field';

const FIELDS = ['name', 'phone', 'address'] as const;

function EditAccountForm({ profile, onSaved }: { profile: UserProfile; onSaved: () => void }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: { name: profile.name, phone: profile.phone ?? '', address: profile.address ?? '' },
  });

  const onValid = (values: UpdateProfileRequest) => {
    update.mutate(values, {
      onSuccess: () => {
        onSaved();
        toast({
          title: 'Profile updated',
          description: 'Your account information has been saved.',
          variant: 'success',
        });
      },
      onError: (error) => {
        // The server checks with the same schema; its field messages go under the fields they belong to.
        const fields = fieldErrorsOf(error);
        for (const field of FIELDS) {
          const message = fields[field];
          if (message) setError(field, { message });
        }
        toast({
          title: 'Error',
          description: messageOf(error, 'Failed to update your account. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)} className="mt-6 grid gap-5">
      <TextField
        id="account-name"
        label="Full Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id="account-phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="(469) 555-0142"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        id="account-address"
        label="Address"
        autoComplete="street-address"
        placeholder="Street, city, state and ZIP"
        error={errors.address?.message}
        {...register('address')}
      />
      <p className="text-sm text-ink/70">
        Your e-mail address signs you in and cannot be changed here. Leave phone or address empty to remove
        them.
      </p>
      <DialogActions busy={update.isPending} className="mt-2">
        <Button type="submit" variant="secondary" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogActions>
    </form>
  );
}

export function EditAccountDialog({ profile }: { profile: UserProfile }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="mt-8">
          Edit Account Information
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <div className="max-h-[90dvh] overflow-y-auto p-6 sm:p-8">
          <DialogTitle className="pr-10">Edit Account Information</DialogTitle>
          <DialogDescription className="mt-2">
            Update how we greet you and how we can reach you.
          </DialogDescription>
          {/* Mounted per opening, so the form starts from the saved profile each time. */}
          <EditAccountForm profile={profile} onSaved={() => setOpen(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
