// The four e-mails customers know the product by: subscription and order confirmations, newsletter, waitlist.
import { addDays, cutoffForWeek, localDate, localDateOf } from '../../../domain/calendar';
import { formatCalendarDate, formatLongDate } from '../../../domain/dates';
import { spotsLeftText } from '../../../domain/launch';
import { PLANS } from '../../../domain/plans';
import { formatRate, taxAddedNote } from '../../../domain/sales-tax';
import { chargeText, chargeTime, priceText, usd, weeksText } from './email-facts';
import type { EmailBlock } from './email-layout';
import type { EmailCatalog } from './email-template-definition';
import type { EmailTemplateData } from './email-templates';

/** "Chicken pulao or shrimp pulao", "Chicken pulao, shrimp pulao or paneer pulao": the menu's labels as a sentence. */
function eitherChoice(labels: readonly string[]): string {
  const named = labels.map((label, i) => (i === 0 ? label : label.charAt(0).toLowerCase() + label.slice(1)));
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} or ${named.at(-1)}` : (named[0] ?? '');
}

/** The spec's promise about ingredients (section 1), said the same way wherever it appears. */
export const INGREDIENTS_NOTE: EmailBlock = {
  kind: 'note',
  title: "What's in your meals",
  text: "Our meals contain cashew and ghee. We can't make dietary modifications or accommodate allergies, so please let us know before your first pickup if that's a problem.",
};

const PHASE_LABELS = { phase1: 'Phase 1: Early access', phase2: 'Phase 2: Full launch' } as const;

/** Payment statuses as a customer reads them. */
function paymentLabel(status: string): string {
  if (status === 'successful') return 'Paid';
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The receipt's money: with tax included, the amount and the tax inside it; with tax added on top, the price, the
 * tax at its rate and the total, as an invoice reads.
 */
function receiptAmountRows(d: EmailTemplateData['order-confirmation']): [string, string][] {
  if (!d.taxCents) return [['Amount', usd(d.amountCents)]];
  if (d.taxAddedBasisPoints) {
    return [
      ['Price', usd(d.amountCents - d.taxCents)],
      [`Texas sales tax (${formatRate(d.taxAddedBasisPoints)})`, usd(d.taxCents)],
      ['Total', usd(d.amountCents)],
    ];
  }
  return [
    ['Amount', usd(d.amountCents)],
    ['Before tax', usd(d.amountCents - d.taxCents)],
    ['Texas sales tax (included)', usd(d.taxCents)],
  ];
}

/** Paragraphs as the author typed them: blank lines separate paragraphs, single breaks are kept. */
function paragraphsOf(content: string): EmailBlock[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ kind: 'paragraph', text }));
}

/** Where the launch stood when the person joined: full, open with spots to take now, or not yet open. */
function launchBlocks(
  d: EmailTemplateData['waitlist-confirmation'],
  appOrigin: string,
  inviteOnlyStart: string,
): EmailBlock[] {
  const launch = d.launch;
  if (!launch) {
    return [{ kind: 'paragraph', text: 'Spots are limited, and we open them to the waitlist first.' }];
  }
  const spots = spotsLeftText(launch.spotsLeft, launch.capacity);
  if (launch.phase === 'beta') {
    const beta = launch.spotsLeft === 0 ? 'Our beta is full.' : `Our beta runs by invitation (${spots}).`;
    return [
      {
        kind: 'paragraph',
        text: `${beta} The invite-only launch opens on ${formatLongDate(new Date(inviteOnlyStart))}, and the waitlist hears first.`,
      },
    ];
  }
  if (launch.spotsLeft === 0) {
    return [
      {
        kind: 'paragraph',
        text: `Our invite-only launch is at capacity right now: all ${launch.capacity} spots are taken.`,
      },
    ];
  }
  return [
    {
      kind: 'paragraph',
      text: `Good news: you don't have to wait. Our invite-only launch is open and has spots free right now (${spots}). Subscribe today and your first pickup is the next open week.`,
    },
    {
      kind: 'button',
      label: 'Subscribe now',
      url: `${appOrigin}/subscribe`,
    },
  ];
}

export const customerEmailTemplates: Pick<
  EmailCatalog,
  'subscription-confirmation' | 'order-confirmation' | 'newsletter' | 'waitlist-confirmation'
> = {
  'subscription-confirmation': {
    title: 'Subscription confirmation',
    description:
      'Sent when someone subscribes: plan and price, the first pickup week, where and when to collect, and what the meals contain.',
    primary: true,
    reason: "You're receiving this e-mail because you subscribed to Tiffin Fit.",
    subject: (d) => `Welcome to Tiffin Fit: your ${PLANS[d.planType].name} is confirmed`,
    content: (d, { appOrigin, business }) => {
      const plan = PLANS[d.planType];
      const per = d.planType === 'weekly' ? 'per week' : 'every 4 weeks';
      const price = d.taxAddedBasisPoints
        ? `${usd(d.priceCents)} ${per}, ${taxAddedNote({ rateBasisPoints: d.taxAddedBasisPoints, inclusive: false }) ?? ''}`
        : `${usd(d.priceCents)} ${per}`;
      // The first charge paid the first period; the next one is at the cutoff of the period after it.
      const nextPeriod = addDays(localDate(d.firstPickupWeekOf), 7 * plan.weeks);
      const blocks: EmailBlock[] = [
        {
          kind: 'paragraph',
          text: `Hi ${d.name}, thank you for subscribing! Here is everything you need for your first week of lunches.`,
        },
        {
          kind: 'details',
          rows: [
            ['Plan', `${plan.name} (${plan.meals} meals)`],
            ['Price', price],
            ['Billing', plan.billing],
            ['First pickup', `Week of ${formatCalendarDate(d.firstPickupWeekOf)}`],
            [
              'Next charge',
              `${chargeText(d.priceCents, d.taxAddedBasisPoints)} on ${chargeTime(localDateOf(cutoffForWeek(nextPeriod)))}`,
            ],
            ['Pickup place', `${business.pickup.name}, ${business.pickup.address}`],
            ['Pickup window', business.pickup.time],
          ],
        },
        INGREDIENTS_NOTE,
        {
          kind: 'paragraph',
          text: 'Your plan includes the AI nutrition tracker: set your goals once and log your day in seconds.',
        },
      ];
      blocks.push({ kind: 'button', label: 'Open your dashboard', url: `${appOrigin}/dashboard` });
      return {
        preheader: `Your first pickup is the week of ${formatCalendarDate(d.firstPickupWeekOf)}.`,
        heading: `You're in, ${d.name}!`,
        blocks,
      };
    },
    sample: () => ({
      name: 'Priya Patel',
      planType: 'weekly',
      priceCents: PLANS.weekly.price,
      firstPickupWeekOf: '2025-08-04',
    }),
  },

  'order-confirmation': {
    title: 'Order confirmation',
    description:
      'The receipt for one billed period: the week it covers, the amount charged and whether the payment went through.',
    primary: true,
    reason: "You're receiving this e-mail because you have a Tiffin Fit subscription.",
    subject: (d) => `Your Tiffin Fit receipt for ${weeksText(d.weekOf, d.weeks ?? 1)}`,
    content: (d, { appOrigin, business }) => ({
      preheader: `${usd(d.amountCents)} for ${weeksText(d.weekOf, d.weeks ?? 1)}.`,
      heading: `Thanks for your order, ${d.name}`,
      blocks: [
        { kind: 'paragraph', text: 'Here is your receipt. Keep it for your records.' },
        {
          kind: 'details',
          rows: [
            ['Order', `#${d.orderReference ?? d.orderId}`],
            (d.weeks ?? 1) > 1
              ? ['Weeks', weeksText(d.weekOf, d.weeks ?? 1)]
              : ['Week of', formatCalendarDate(d.weekOf)],
            ...receiptAmountRows(d),
            ...(d.creditCents
              ? ([
                  ['Account credit applied', `-${usd(d.creditCents)}`],
                  ['Charged to your card', usd(d.amountCents - d.creditCents)],
                ] as [string, string][])
              : []),
            ['Payment status', paymentLabel(d.paymentStatus)],
          ],
        },
        {
          kind: 'paragraph',
          text: `Pick up your lunches at ${business.pickup.name}, ${business.pickup.address}, ${business.pickup.time}.`,
        },
        { kind: 'button', label: 'View your order history', url: `${appOrigin}/dashboard` },
      ],
    }),
    sample: () => ({
      name: 'Priya Patel',
      orderId: 1042,
      orderReference: '7F3A-91C2-0BDE',
      weekOf: '2025-08-04',
      amountCents: PLANS.weekly.price,
      paymentStatus: 'successful',
    }),
  },

  newsletter: {
    title: 'Weekly newsletter (manual)',
    description:
      'Written and sent by an admin to every subscriber. The footer has the contact details and an unsubscribe link that works without signing in.',
    primary: true,
    reason: "You're receiving this newsletter because you're a Tiffin Fit subscriber.",
    subject: (d) => d.subject,
    content: (d, { appOrigin }) => {
      const blocks = paragraphsOf(d.content);
      return {
        preheader: blocks[0]?.kind === 'paragraph' ? blocks[0].text.slice(0, 120) : d.subject,
        heading: d.subject,
        blocks: [...blocks, { kind: 'button', label: "See this week's menu", url: `${appOrigin}/#menu` }],
      };
    },
    sample: ({ business, menu }) => {
      const pickup = `See you at ${business.pickup.name}, ${business.pickup.time}.`;
      const first = menu?.lines[0];
      // Without the dated menu (a render outside the app), the spec's week.
      if (!menu || !first) {
        return {
          subject: 'This week at Tiffin Fit: paneer tikka is back',
          content: [
            'Namaste, Tiffin Fit family!',
            "By popular demand, Wednesday's paneer tikka bowl returns this week, with 45 g of protein and our house mint chutney.",
            "Friday's Chef's Choice is shrimp pulao. Tell us at pickup if you'd rather have chicken.",
            pickup,
          ].join('\n\n'),
        };
      }
      return {
        subject: `This week at Tiffin Fit: ${first.title}`,
        content: [
          'Namaste, Tiffin Fit family!',
          `The week of ${formatCalendarDate(menu.weekOf)} starts with ${first.title}: ${first.calories} kcal and ${first.protein} g of protein.`,
          ...(menu.choices.length > 0
            ? [`Friday's Chef's Choice: ${eitherChoice(menu.choices)}. Pick yours on your dashboard.`]
            : []),
          pickup,
        ].join('\n\n'),
      };
    },
  },

  'waitlist-confirmation': {
    title: 'Waitlist confirmation',
    description: 'Sent when someone joins the waitlist: the phase they joined and what happens next.',
    primary: true,
    reason: "You're receiving this e-mail because you joined the Tiffin Fit waitlist.",
    subject: () => "You're on the Tiffin Fit waitlist",
    content: (d, { appOrigin, business }) => {
      const open = d.launch?.phase === 'inviteOnly' && d.launch.spotsLeft > 0;
      return {
        preheader: open
          ? `${spotsLeftText(d.launch?.spotsLeft ?? 0, d.launch?.capacity ?? 0)}: you can subscribe today.`
          : "We'll e-mail you as soon as a spot opens up.",
        // The address is not verified and the name is whatever was typed: the greeting says neither.
        heading: "You're on the list!",
        blocks: [
          {
            kind: 'paragraph',
            text: 'Thanks for your interest in Tiffin Fit, premium Indian lunches for people who train.',
          },
          { kind: 'details', rows: [['Phase', PHASE_LABELS[d.phase]]] },
          ...launchBlocks(d, appOrigin, business.launch.inviteOnlyStart),
          { kind: 'subheading', text: 'What happens next' },
          {
            kind: 'list',
            items: [
              open
                ? "If you'd rather wait, you stay on the list, and we'll e-mail you when new spots open."
                : "As soon as a spot opens in your phase, we'll e-mail you an invitation to subscribe, and hold the spot for you for 7 days.",
              `Plans: ${PLANS.weekly.meals} meals a week for ${priceText(d.prices?.weekly ?? PLANS.weekly.price, d.taxAddedBasisPoints)}, or ${PLANS.monthly.meals} meals every 4 weeks for ${priceText(d.prices?.monthly ?? PLANS.monthly.price, d.taxAddedBasisPoints)}.`,
              `Pickup is at ${business.pickup.name}, ${business.pickup.address}, ${business.pickup.time}.`,
            ],
          },
          { kind: 'button', label: "See this week's menu", url: `${appOrigin}/#menu` },
        ],
      };
    },
    sample: () => ({
      phase: 'phase2',
      launch: { phase: 'inviteOnly', capacity: 100, spotsLeft: 0 },
    }),
  },
};
