// The subscriber's voice (issue 44): the weekly "How were this week's lunches?" with star links, and the team's
// replies on a reported problem.
import { formatCalendarDate, formatWeekdayDate } from '../../../domain/dates';
import type { EmailCatalog } from './email-template-definition';

export const feedbackEmailTemplates: Pick<EmailCatalog, 'rating-request' | 'case-reply'> = {
  'rating-request': {
    title: "How were this week's lunches?",
    description:
      'Sent on Friday afternoon to each subscriber who had lunches that week: five star links per lunch, no sign-in needed.',
    primary: false,
    reason: "You're receiving this e-mail because you had Tiffin Fit lunches this week.",
    subject: () => "How were this week's lunches?",
    content: (d, { appOrigin }) => ({
      preheader: 'One tap per lunch tells the kitchen what to cook again.',
      heading: "How were this week's lunches?",
      blocks: [
        {
          kind: 'paragraph',
          text: `Hi ${d.name}, tap the stars for each lunch of the week of ${formatCalendarDate(d.weekOf)}. The page that opens lets you add a word for the kitchen before you send it.`,
        },
        ...d.meals.map((m) => ({
          kind: 'stars' as const,
          label: `${formatWeekdayDate(m.date)}: ${m.dishName}`,
          url: m.rateUrl,
        })),
        {
          kind: 'paragraph',
          text: 'Something wrong with a lunch? Report it from your dashboard within 48 hours of pickup and we will make it right.',
        },
        { kind: 'button', label: 'Open your dashboard', url: `${appOrigin}/dashboard` },
      ],
    }),
    sample: ({ appOrigin }) => ({
      name: 'Priya Patel',
      weekOf: '2026-11-23',
      meals: [
        {
          date: '2026-11-23',
          dishName: 'Tandoori Chicken Thali',
          rateUrl: `${appOrigin}/api/ratings/link?token=sample`,
        },
        {
          date: '2026-11-24',
          dishName: 'Paneer Tikka Bowl',
          rateUrl: `${appOrigin}/api/ratings/link?token=sample`,
        },
      ],
    }),
  },
  'case-reply': {
    title: 'Reply on a reported problem',
    description:
      'Sent when the team replies on a problem a subscriber reported, and when the case is resolved (a credit, a refund or no action).',
    primary: false,
    reason: "You're receiving this e-mail because you reported a problem with a Tiffin Fit lunch.",
    subject: (d) =>
      d.resolved ? `Your report #${d.caseId} is resolved` : `A reply on your report #${d.caseId}`,
    content: (d, { appOrigin }) => ({
      preheader: d.message.slice(0, 120),
      heading: d.resolved ? 'Your report is resolved' : 'We replied to your report',
      blocks: [
        {
          kind: 'paragraph',
          text: `Hi ${d.name}, about your lunch of ${formatWeekdayDate(d.date)} (${d.dishName}):`,
        },
        { kind: 'note', title: 'Tiffin Fit', text: d.message },
        { kind: 'button', label: 'See it in your dashboard', url: `${appOrigin}/dashboard?tab=help` },
      ],
    }),
    sample: () => ({
      name: 'Priya Patel',
      caseId: 12,
      date: '2026-11-24',
      dishName: 'Paneer Tikka Bowl',
      message: 'So sorry the rice was cold. We added $15.00 of credit to your account for this lunch.',
      resolved: true,
    }),
  },
};
