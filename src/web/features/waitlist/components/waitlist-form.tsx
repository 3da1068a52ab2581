// The waitlist form: validated with the server's own schema, toasts the spec's messages (sections 5 and 8).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  WAITLIST_MISSING_MESSAGE,
  waitlistRequestSchema,
  type WaitlistEntryInput,
  type WaitlistRequest,
} from '../../../../contracts/waitlist';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { messageOf } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/hydration';
import { useJoinWaitlist } from '../api/join-waitlist';
import { Field, inputClass } from '../../../components/ui/field';

const HEARD_FROM = ['Instagram', 'A friend or gym buddy', 'My gym', 'Google search', 'Facebook', 'Other'];

const DEFAULTS: WaitlistRequest = {
  name: '',
  email: '',
  phone: '',
  phase: 'phase1',
  dietaryRestrictions: '',
  howDidYouHear: '',
};

/** Leaves out optional fields the visitor left blank. */
function toRequest(values: WaitlistEntryInput): WaitlistRequest {
  const request: WaitlistRequest = { name: values.name, email: values.email, phase: values.phase };
  if (values.phone) request.phone = values.phone;
  if (values.dietaryRestrictions) request.dietaryRestrictions = values.dietaryRestrictions;
  if (values.howDidYouHear) request.howDidYouHear = values.howDidYouHear;
  return request;
}

/** The /waitlist page's own words, and the shorter card of the subscribe flow (name, email, phase: spec 3 and 8). */
const MESSAGES = {
  page: {
    joined: {
      title: 'Welcome to the Waitlist',
      description: "We'll notify you when spots open up. Check your email for confirmation.",
    },
    failed: 'Error',
  },
  card: {
    joined: { title: 'Waitlist Joined!', description: "We'll notify you when spots become available" },
    failed: 'Failed to Join Waitlist',
  },
} as const;

export function WaitlistForm({
  onJoined,
  variant = 'page',
}: {
  onJoined: () => void;
  variant?: 'page' | 'card';
}) {
  const messages = MESSAGES[variant];
  const join = useJoinWaitlist();
  // Until the page's script has taken over the build's HTML, sending would be the browser's own GET: the name and
  // e-mail in the address bar and nothing joined. A disabled button also stops Enter from sending (implicit submission).
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WaitlistRequest, unknown, WaitlistEntryInput>({
    resolver: zodResolver(waitlistRequestSchema),
    defaultValues: DEFAULTS,
  });

  const onValid = (values: WaitlistEntryInput) => {
    join.mutate(toRequest(values), {
      onSuccess: () => {
        toast({ ...messages.joined, variant: 'success' });
        onJoined();
      },
      onError: (error) => {
        toast({
          title: messages.failed,
          description: messageOf(error, 'Failed to join waitlist'),
          variant: 'destructive',
        });
      },
    });
  };

  const onInvalid = () => {
    toast({ title: 'Missing Information', description: WAITLIST_MISSING_MESSAGE, variant: 'destructive' });
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="waitlist-name"
          label="Full name"
          error={errors.name ? 'Please enter your name.' : undefined}
        >
          <input className={inputClass} autoComplete="name" {...register('name')} />
        </Field>
        <Field
          id="waitlist-email"
          label="Email"
          error={errors.email ? 'Please enter a valid email address.' : undefined}
        >
          <input className={inputClass} type="email" autoComplete="email" {...register('email')} />
        </Field>
      </div>
      {variant === 'page' ? (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="waitlist-phone" label="Phone" optional>
              <input className={inputClass} type="tel" autoComplete="tel" {...register('phone')} />
            </Field>
            <Field id="waitlist-phase" label="Launch phase">
              <select className={inputClass} {...register('phase')}>
                <option value="phase1">Phase 1: Early access</option>
                <option value="phase2">Phase 2: Full launch</option>
              </select>
            </Field>
          </div>
          <Field
            id="waitlist-dietary"
            label="Dietary restrictions"
            optional
            hint="Our meals contain cashew and ghee, and we can't accommodate allergies."
          >
            <textarea
              className={`${inputClass} min-h-24 resize-y`}
              rows={3}
              {...register('dietaryRestrictions')}
            />
          </Field>
          <Field id="waitlist-heard" label="How did you hear about us?" optional>
            <select className={inputClass} {...register('howDidYouHear')}>
              <option value="">Choose one</option>
              {HEARD_FROM.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
          </Field>
        </>
      ) : null}
      <Button
        type="submit"
        size="lg"
        disabled={!hydrated || join.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {join.isPending ? 'Joining…' : 'Join the Waitlist'}
      </Button>
    </form>
  );
}
