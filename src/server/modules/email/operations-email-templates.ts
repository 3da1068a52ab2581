// E-mails to the owner: an alert when a person must act (a failed Friday run, an overdue job, failing e-mail, an old
// or failed backup, a full disk), and one when it has cleared.
import { formatCentralDateTime } from '../../../domain/dates';
import type { EmailCatalog } from './email-template-definition';

export const operationsEmailTemplates: Pick<EmailCatalog, 'owner-alert'> = {
  'owner-alert': {
    title: 'Alert to the owner',
    description:
      'Sent to ALERT_EMAIL (else every admin) once when something needs a person, and once more when it has cleared.',
    primary: false,
    reason:
      "You're receiving this e-mail because you run this Tiffin Fit server (ALERT_EMAIL, or an admin account).",
    subject: (d) => (d.state === 'open' ? `Action needed: ${d.title}` : `Resolved: ${d.title}`),
    content: (d) => {
      const opened = formatCentralDateTime(new Date(d.openedAt));
      if (d.state === 'resolved') {
        const cleared = d.resolvedAt ? formatCentralDateTime(new Date(d.resolvedAt)) : 'now';
        return {
          preheader: `Cleared ${cleared}.`,
          heading: `Resolved: ${d.title}`,
          blocks: [
            { kind: 'paragraph', text: `This cleared ${cleared}. It was first seen ${opened}.` },
            { kind: 'button', label: 'Open Settings', url: d.settingsUrl },
          ],
        };
      }
      return {
        preheader: d.summary,
        heading: d.title,
        blocks: [
          { kind: 'paragraph', text: d.summary },
          ...(d.details.length > 0 ? [{ kind: 'list' as const, items: d.details }] : []),
          { kind: 'paragraph', text: `First seen ${opened}. You will get one more e-mail when it clears.` },
          { kind: 'button', label: 'Open Settings', url: d.settingsUrl },
        ],
      };
    },
    sample: ({ appOrigin }) => ({
      state: 'open',
      title: '2 renewals declined in the Friday run of November 27, 2026',
      summary:
        'Their cards were declined. Each subscriber was e-mailed, and each card is tried again 24 and 48 hours after the run; a renewal still unpaid on Monday skips that week.',
      details: [
        'Priya Patel (priya@example.com): $75.00, The card was refused. (card_declined)',
        'Arjun Mehta (arjun@example.com): $270.00, The card was refused. (insufficient_funds)',
      ],
      openedAt: '2026-11-27T18:01:00.000Z',
      resolvedAt: null,
      settingsUrl: `${appOrigin}/admin`,
    }),
  },
};
