// The confirmation of each change a subscriber makes from the dashboard: what changed, what happens next, next charge.
import { addDays, localDate } from '../../../domain/calendar';
import { formatCalendarDate } from '../../../domain/dates';
import { cardBrandName } from '../../../domain/card-brand';
import { PLANS } from '../../../domain/plans';
import { chargeText, chargeTime, nextChargeText, pickupDayText, weeksText } from './email-facts';
import type { EmailBlock } from './email-layout';
import type { EmailCatalog } from './email-template-definition';
import type { EmailTemplateData } from './email-templates';

type ChangeData = EmailTemplateData['subscription-change'];

const week = (monday: string) => `the week of ${formatCalendarDate(monday)}`;

/** The subject, the heading and the sentences that say what changed and what it means. */
function wordsFor(d: ChangeData): { subject: string; heading: string; said: string[] } {
  const change = d.change;
  const next = d.nextCharge;
  const charged = next
    ? `Your next charge is ${chargeText(next.amountCents, d.taxAddedBasisPoints)} on ${chargeTime(next.on)}.`
    : '';
  switch (change.kind) {
    case 'cancellation-undone':
      return {
        subject: 'Your Tiffin Fit subscription continues',
        heading: `You're staying with us, ${d.name}`,
        said: [
          `Your cancellation is undone: your ${PLANS[d.planType].name} carries on as before, with no gap in your lunches.`,
          charged || 'No charge is scheduled yet.',
        ],
      };
    case 'card-updated':
      return {
        subject: `Your card ending ${change.last4} is saved`,
        heading: 'Your new card is saved',
        said: [
          `Your ${cardBrandName(change.brand)} ending ${change.last4} now pays for your lunches; we don't use the previous card any more.`,
          charged ? `${charged.slice(0, -1)}, to this card.` : 'No charge is scheduled.',
        ],
      };
    case 'pause-set':
      return {
        subject: `Your Tiffin Fit pause is set: back ${week(change.resumeOn)}`,
        heading: 'Your pause is set',
        said: [
          `Your lunches pause from ${week(change.from)} and start again ${week(change.resumeOn)}. Nothing is charged for the paused weeks; the weeks you already paid for are yours to pick up.`,
          charged,
        ],
      };
    case 'pause-ended':
      return change.resumeOn
        ? {
            subject: `Your Tiffin Fit lunches resume ${week(change.resumeOn)}`,
            heading: 'Welcome back',
            said: [`Your pause is over: your lunches resume ${week(change.resumeOn)}.`, charged],
          }
        : {
            subject: 'Your Tiffin Fit pause is cancelled',
            heading: 'Your pause is cancelled',
            said: ['The pause you set will not happen: your subscription continues as before.', charged],
          };
    case 'week-skipped':
      return {
        subject: `You skipped ${week(change.weekOf)}`,
        heading: `${capitalized(week(change.weekOf))} is skipped`,
        said: [
          `No lunches and no charge for ${week(change.weekOf)}. You can put it back from your dashboard until ${chargeTime(cutoffFriday(change.weekOf))}.`,
          charged,
        ],
      };
    case 'week-restored':
      return {
        subject: `${capitalized(week(change.weekOf))} is back on`,
        heading: `${capitalized(week(change.weekOf))} is back on`,
        said: [
          `Your lunches for ${week(change.weekOf)} are back on; it is charged on ${chargeTime(cutoffFriday(change.weekOf))}.`,
          charged,
        ],
      };
    case 'friday-special': {
      // Messages queued before choices had labels name only chicken or shrimp.
      const label = change.label ?? `${change.choice} pulao`;
      const lower = label.charAt(0).toLowerCase() + label.slice(1);
      return {
        subject: `Your Friday special: ${lower}`,
        heading: `${capitalized(label)} it is`,
        said: [
          `Your Friday special for ${week(change.weekOf)} is ${lower}. You can change it until ${chargeTime(cutoffFriday(change.weekOf))}.`,
          charged,
        ],
      };
    }
  }
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The Friday before a service week's Monday: its cutoff day. */
function cutoffFriday(monday: string): string {
  return addDays(localDate(monday), -3);
}

export const changeEmailTemplates: Pick<EmailCatalog, 'subscription-change'> = {
  'subscription-change': {
    title: 'Subscription change',
    description:
      'Confirms every change a subscriber makes from the dashboard (undoing a cancellation, a new card, a pause and its end, a skipped or restored week, the Friday special): what changed, what happens next and when the next charge is.',
    primary: false,
    reason: "You're receiving this e-mail because you changed your Tiffin Fit subscription.",
    subject: (d) => wordsFor(d).subject,
    content: (d, { appOrigin, business }) => {
      const words = wordsFor(d);
      const blocks: EmailBlock[] = [
        { kind: 'paragraph', text: `Hi ${d.name},` },
        ...words.said.filter(Boolean).map((text): EmailBlock => ({ kind: 'paragraph', text })),
        {
          kind: 'details',
          rows: [
            ['Plan', PLANS[d.planType].name],
            ['Next pickup', pickupDayText(d.nextPickup)],
            ['Next charge', nextChargeText(d.nextCharge, d.taxAddedBasisPoints)],
            ...(d.nextCharge && d.nextCharge.weeks > 1
              ? ([['It pays for', weeksText(d.nextCharge.weekOf, d.nextCharge.weeks)]] as const)
              : []),
            ...(d.cardLast4 ? ([['Card', `Ending ${d.cardLast4}`]] as const) : []),
          ],
        },
        { kind: 'button', label: 'Open your dashboard', url: `${appOrigin}/dashboard?tab=subscription` },
        {
          kind: 'paragraph',
          text: `Didn't make this change? Sign in to check your subscription and write to us at ${business.contactEmail} right away.`,
        },
      ];
      return {
        preheader: words.said.filter(Boolean).join(' ').slice(0, 140),
        heading: words.heading,
        blocks,
      };
    },
    sample: () => ({
      name: 'Priya Patel',
      planType: 'weekly',
      change: { kind: 'cancellation-undone' },
      nextCharge: { on: '2025-08-08', amountCents: PLANS.weekly.price, weekOf: '2025-08-11', weeks: 1 },
      nextPickup: '2025-08-06',
      cardLast4: '4242',
    }),
  },
};
