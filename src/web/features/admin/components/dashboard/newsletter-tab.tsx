// The Newsletter tab (spec sections 2, 5 and 8): subject and content, a preview, and the send to every subscriber.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  NEWSLETTER_FAILED_MESSAGE,
  NEWSLETTER_MISSING_MESSAGE,
  NEWSLETTER_SENT_MESSAGE,
  sendNewsletterRequestSchema,
  type SendNewsletterRequest,
} from '../../../../../contracts/admin';
import { SITE_NAME } from '../../../../../domain/brand';
import { Button } from '../../../../components/ui/button';
import { inputClass } from '../../../../components/ui/field';
import { toast } from '../../../../components/ui/toast-store';
import { useSendNewsletter } from '../../api/send-newsletter';
import { AdminCard } from '../admin-ui';

function NewsletterPreview({ subject, content }: { subject: string; content: string }) {
  const paragraphs = content.split(/\n{2,}/).filter((p) => p.trim() !== '');
  return (
    <div className="rounded-xl border border-forest-900/10 bg-cream">
      <div className="border-b border-forest-900/10 px-4 py-3 text-sm">
        <p className="text-ink/70">
          From <span className="font-semibold text-ink">{SITE_NAME}</span> to every live subscriber
        </p>
        <p className="mt-1 font-semibold text-forest-950">{subject.trim() || 'Your subject appears here'}</p>
      </div>
      <div className="space-y-3 px-4 py-4 text-sm leading-relaxed whitespace-pre-line text-ink/85">
        {paragraphs.length > 0 ? (
          paragraphs.map((p, i) => <p key={i}>{p}</p>)
        ) : (
          <p className="text-ink/70">Your message appears here.</p>
        )}
      </div>
    </div>
  );
}

export function NewsletterTab() {
  const send = useSendNewsletter();
  const { register, handleSubmit, reset, control } = useForm<SendNewsletterRequest>({
    resolver: zodResolver(sendNewsletterRequestSchema),
    defaultValues: { subject: '', content: '' },
  });
  const [subject = '', content = ''] = useWatch({ control, name: ['subject', 'content'] });

  const onValid = (values: SendNewsletterRequest) =>
    send.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Newsletter Sent', description: NEWSLETTER_SENT_MESSAGE, variant: 'success' });
        reset();
      },
      onError: () =>
        toast({ title: 'Send Failed', description: NEWSLETTER_FAILED_MESSAGE, variant: 'destructive' }),
    });
  const onInvalid = () =>
    toast({ title: 'Missing Content', description: NEWSLETTER_MISSING_MESSAGE, variant: 'destructive' });

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <AdminCard id="newsletter" title="Weekly Newsletter">
        <form noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="grid gap-4">
          <div>
            <label htmlFor="newsletter-subject" className="block text-sm font-semibold text-forest-950">
              Subject
            </label>
            <input
              id="newsletter-subject"
              className={`mt-1.5 ${inputClass}`}
              placeholder="This week at Tiffin Fit"
              {...register('subject')}
            />
          </div>
          <div>
            <label htmlFor="newsletter-content" className="block text-sm font-semibold text-forest-950">
              Content
            </label>
            <textarea
              id="newsletter-content"
              rows={10}
              className={`mt-1.5 ${inputClass}`}
              placeholder="What is on the menu, pickup notes, news..."
              {...register('content')}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Newsletter to All Subscribers'}
          </Button>
        </form>
      </AdminCard>
      <AdminCard id="newsletter-preview" title="Preview">
        <NewsletterPreview subject={subject} content={content} />
      </AdminCard>
    </div>
  );
}
