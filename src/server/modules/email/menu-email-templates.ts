// The dated menu in e-mails (issue 42): the lunches of a week as a list, and the notice that a locked week changed.
import { formatCalendarDate, formatWeekday } from '../../../domain/dates';
import type { EmailBlock } from './email-layout';
import type { EmailCatalog } from './email-template-definition';
import type { MenuLine } from './email-templates';

/** "Monday, November 30: Tandoori Chicken Thali (720 kcal, 40 g protein): tandoori chicken, dal..." */
export function menuBlock(menu: readonly MenuLine[]): EmailBlock {
  return {
    kind: 'list',
    items: menu.map(
      (day) =>
        `${formatWeekday(day.date)}, ${formatCalendarDate(day.date).replace(/, \d{4}$/, '')}: ${day.title} (${Math.round(day.calories)} kcal, ${Math.round(day.protein)} g protein)${day.dishes.length > 0 ? `: ${day.dishes.join(', ')}` : ''}`,
    ),
  };
}

const SAMPLE_MENU: MenuLine[] = [
  {
    date: '2025-08-11',
    title: 'Tandoori Chicken Thali',
    dishes: ['Tandoori chicken', 'Yellow dal tadka', 'Jeera basmati rice', 'Cucumber raita'],
    calories: 720,
    protein: 40,
  },
  {
    date: '2025-08-12',
    title: 'Paneer Tikka Masala Bowl',
    dishes: ['Paneer tikka masala', 'Kala chana', 'Brown basmati rice', 'Sprouted kachumber salad'],
    calories: 720,
    protein: 38,
  },
];

export const menuEmailTemplates: Pick<EmailCatalog, 'menu-change'> = {
  'menu-change': {
    title: 'Menu change',
    description:
      'Sent when the kitchen changes a week’s menu after its choices closed: the lunches that week, as they are now.',
    primary: false,
    reason: 'You’re receiving this e-mail because you have Tiffin Fit lunches that week.',
    subject: (d) => `Your lunches for the week of ${formatCalendarDate(d.weekOf)} have changed`,
    content: (d, { appOrigin }) => ({
      preheader: `The menu for the week of ${formatCalendarDate(d.weekOf)} changed.`,
      heading: `A change to your lunches, ${d.name}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Our kitchen changed the menu for the week of ${formatCalendarDate(d.weekOf)}. Here is what you will collect:`,
        },
        menuBlock(d.menu),
        {
          kind: 'paragraph',
          text: 'Each lunch’s nutrition, ingredients and allergens are on the menu page; the tracker logs them as they are now.',
        },
        { kind: 'button', label: 'See the menu', url: `${appOrigin}/#menu` },
      ],
    }),
    sample: ({ menu }) =>
      menu && menu.lines.length > 0
        ? { name: 'Priya Patel', weekOf: menu.weekOf, menu: menu.lines }
        : { name: 'Priya Patel', weekOf: '2025-08-11', menu: SAMPLE_MENU },
  },
};
