// Invite Someone: name, e-mail and role, checked with the server's schema; the invitation e-mail sets the password.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  inviteTeamMemberRequestSchema,
  type InviteTeamMemberRequest,
  type TeamRole,
} from '../../../../../contracts/team';
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
import { fieldErrorsOf, messageOf } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import { useInviteTeamMember } from '../../api/invite-team-member';

/** What each role may do, as the invitation and the role change say it. */
export const ROLE_SUMMARIES: Record<TeamRole, { label: string; summary: string }> = {
  staff: {
    label: 'Staff',
    summary: 'Pickup roster, check-in by code and production counts. No revenue, refunds or settings.',
  },
  owner: {
    label: 'Owner',
    summary: 'The whole back office: subscribers, revenue, refunds, coupons, e-mail, settings and the team.',
  },
};

function InviteForm({ onSent }: { onSent: () => void }) {
  const invite = useInviteTeamMember();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<InviteTeamMemberRequest>({
    resolver: zodResolver(inviteTeamMemberRequestSchema),
    defaultValues: { name: '', email: '', role: 'staff' },
  });
  const chosen = watch('role');

  const onValid = (values: InviteTeamMemberRequest) => {
    invite.mutate(values, {
      onSuccess: (member) => {
        onSent();
        toast({
          title: 'Invitation Sent',
          description: `${member.name} will get an e-mail at ${member.email} to set a password.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (fields.email) setError('email', { message: fields.email });
        toast({
          title: 'Invite Failed',
          description: messageOf(error, 'Failed to send the invitation'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)} className="mt-6 grid gap-5">
      <Field id="team-name" label="Name" error={errors.name?.message}>
        <input className={inputClass} autoComplete="off" {...register('name')} />
      </Field>
      <Field id="team-email" label="Email" error={errors.email?.message}>
        <input className={inputClass} type="email" autoComplete="off" {...register('email')} />
      </Field>
      <fieldset>
        <legend className="text-sm font-semibold text-forest-950">Role</legend>
        <div className="mt-1.5 grid gap-2">
          {(['staff', 'owner'] as const).map((role) => (
            <label
              key={role}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border bg-white p-3 transition-colors',
                chosen === role ? 'border-forest-700 ring-2 ring-forest-700/20' : 'border-forest-900/15',
              )}
            >
              <input type="radio" value={role} className="mt-1 accent-forest-800" {...register('role')} />
              <span>
                <span className="block font-semibold text-forest-950">{ROLE_SUMMARIES[role].label}</span>
                <span className="block text-sm text-ink/70">{ROLE_SUMMARIES[role].summary}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <DialogActions busy={invite.isPending} className="mt-2">
        <Button type="submit" variant="secondary" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send Invitation'}
        </Button>
      </DialogActions>
    </form>
  );
}

export function InviteDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Invite Someone
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <div className="max-h-[90dvh] overflow-y-auto p-6 sm:p-8">
          <DialogTitle className="pr-10">Invite to the team</DialogTitle>
          <DialogDescription className="mt-2">
            They get an e-mail with a link to set a password, then sign in at the admin login.
          </DialogDescription>
          {/* Mounted per opening, so each invitation starts from an empty form. */}
          <InviteForm onSent={() => setOpen(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
