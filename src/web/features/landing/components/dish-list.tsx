// A menu card's dishes, each with its pictogram, on a light card or on the dark Friday Special.
import type { MenuDay } from '../../../../contracts/menu';
import { cn } from '../../../lib/cn';
import { DishIcon } from './dish-icon';

const TONES = {
  light: { item: 'text-ink/80', icon: 'bg-saffron-100 text-[#9a5b05]' },
  dark: { item: 'text-cream/90', icon: 'bg-cream/10 text-saffron-400' },
} as const;

export function DishList({
  items,
  label,
  tone,
}: {
  items: MenuDay['items'];
  label: string;
  tone: keyof typeof TONES;
}) {
  return (
    <ul className="mt-5 mb-6 grid gap-2.5 sm:grid-cols-2" aria-label={label}>
      {items.map((item) => (
        <li key={item.name} className={cn('flex items-center gap-2.5 text-sm', TONES[tone].item)}>
          <span
            className={cn(
              'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full',
              TONES[tone].icon,
            )}
          >
            <DishIcon icon={item.icon} className="h-[18px] w-[18px]" />
          </span>
          {item.name}
        </li>
      ))}
    </ul>
  );
}
