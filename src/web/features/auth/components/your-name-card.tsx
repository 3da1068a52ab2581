// "Your name" on the back office's Security page: each owner and staff member says how the team sees them (issue 41):
// the header's greeting at sign-in, the team list, and the invitations they send ("Priya Shah invited you").
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { updateProfileRequestSchema, type UserProfile } from '../../../../contracts/user-profile';
import { Button } from '../../../components/ui/button';
import { LoadFailed, PanelSkeleton } from '../../../components/ui/load-states';
import { toast } from '../../../components/ui/toast-store';
import { fieldErrorsOf, messageOf } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { TextField } from './text-field';

/** The name alone: phone and address are a subscriber's details, left as they are. */
const nameSchema = z.pick(updateProfileRequestSchema, { name: true });
type NameForm = z.infer<typeof nameSchema>;

function NameForm({ profile }: { profile: UserProfile }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
    reset,
  } = useForm<NameForm>({ resolver: zodResolver(nameSchema), defaultValues: { name: profile.name } });

  const onValid = ({ name }: NameForm) => {
    update.mutate(
      { name },
      {
        onSuccess: (saved) => {
          reset({ name: saved.name });
          authStorage.renameAdminUser(saved.name);
          toast({
            title: 'Name saved',
            description: `Your team sees you as ${saved.name}.`,
            variant: 'success',
          });
        },
        onError: (error) => {
          const message = fieldErrorsOf(error).name;
          if (message) setError('name', { message });
          toast({
            title: 'Error',
            description: messageOf(error, 'Failed to save your name. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(onValid)(e)}
      className="mt-6 grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <TextField
        id="your-name"
        label="Full Name"
        autoComplete="name"
        hint={`Signed in as ${profile.email}`}
        error={errors.name?.message}
        {...register('name')}
      />
      <Button type="submit" variant="secondary" className="sm:mt-7" disabled={update.isPending || !isDirty}>
        {update.isPending ? 'Saving...' : 'Save Name'}
      </Button>
    </form>
  );
}

export function YourNameCard() {
  const profile = useProfile();
  return (
    <section
      aria-labelledby="your-name-heading"
      className="rounded-3xl border border-forest-900/10 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="your-name-heading" className="font-display text-2xl font-semibold text-forest-950">
        Your name
      </h2>
      <p className="mt-1 text-ink/70">How the team sees you, and who the invitations you send come from.</p>
      {profile.isPending ? (
        <PanelSkeleton label="Loading your name..." lines={1} className="mt-6" />
      ) : profile.isError ? (
        <LoadFailed message="Failed to load your name" onRetry={() => void profile.refetch()} />
      ) : (
        <NameForm profile={profile.data} />
      )}
    </section>
  );
}
