// The test tool: sends a copy of every template to the address entered, with the spec's messages (sections 5 and 8).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  TEST_EMAIL_MISSING_MESSAGE,
  testEmailTemplatesRequestSchema,
  type TestEmailTemplatesRequest,
} from '../../../../contracts/email';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { messageOf } from '../../../lib/api-client';
import { useSendTestEmails } from '../api/send-test-emails';

const INPUT_CLASS =
  'block w-full rounded-xl border border-forest-900/20 bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-ink/45 focus:border-forest-700 focus:ring-2 focus:ring-forest-700/20 focus:outline-none aria-[invalid=true]:border-chili';

export function TestSendForm() {
  const send = useSendTestEmails();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TestEmailTemplatesRequest>({
    resolver: zodResolver(testEmailTemplatesRequestSchema),
    defaultValues: { email: '' },
  });
  const error = errors.email?.message;

  const onValid = (values: TestEmailTemplatesRequest) => {
    send.mutate(values, {
      onSuccess: (result) => {
        toast({ title: 'Email Templates Sent', description: result.message, variant: 'success' });
      },
      onError: (failure) => {
        toast({
          title: 'Error',
          description: messageOf(failure, 'Failed to send email templates'),
          variant: 'destructive',
        });
      },
    });
  };

  const onInvalid = () => {
    if (error === TEST_EMAIL_MISSING_MESSAGE || error === undefined) {
      toast({ title: 'Missing Email', description: TEST_EMAIL_MISSING_MESSAGE, variant: 'destructive' });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)}
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
      aria-describedby="test-send-hint"
    >
      <div>
        <label htmlFor="test-send-email" className="text-sm font-semibold text-forest-950">
          Send the templates to
        </label>
        <input
          id="test-send-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={`mt-1.5 ${INPUT_CLASS}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'test-send-error' : undefined}
          {...register('email')}
        />
        {error ? (
          <p id="test-send-error" className="mt-1.5 text-sm font-medium text-chili">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={send.isPending} className="sm:mt-7">
        {send.isPending ? 'Sending…' : 'Send Test Emails'}
      </Button>
      <p id="test-send-hint" className="text-sm text-ink/75 sm:col-span-2">
        Admins only: sign in as an admin first. Every template goes out through the outbox, as real mail does,
        and appears in the admin e-mail log. At most 5 sends per 10 minutes.
      </p>
    </form>
  );
}
