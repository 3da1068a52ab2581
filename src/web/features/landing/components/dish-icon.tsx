// Small line pictograms shown next to each dish on a menu card.
import type { JSX } from 'react';
import type { DishIcon as DishIconName } from '../../../../contracts/menu';

const PATHS: Record<DishIconName, JSX.Element> = {
  chicken: (
    <>
      <path d="M14.5 4.5a5 5 0 0 1 5 5c0 3-3 5-6 5l-3 3" />
      <path d="M10.5 17.5l-2 2a1.5 1.5 0 1 1-2-2 1.5 1.5 0 1 1-2-2l2-2" />
      <path d="M14.5 4.5c-3 0-5 2.5-5 5 0 1 .3 2 .8 2.7" />
    </>
  ),
  paneer: (
    <>
      <path d="M4 9l8-4 8 4-8 4z" />
      <path d="M4 9v6l8 4 8-4V9M12 13v6" />
    </>
  ),
  fish: (
    <>
      <path d="M3 12c3-5 9-6 13-3l4-3v12l-4-3c-4 3-10 2-13-3z" />
      <circle cx="8" cy="11" r=".8" />
    </>
  ),
  shrimp: (
    <>
      <path d="M7 6a7 7 0 1 1 1 11l-3 2 1-4" />
      <path d="M10 7l1 3M14 8l-1 3M16 12l-3 1" />
    </>
  ),
  lentils: (
    <>
      <path d="M3 11h18a9 9 0 0 1-18 0z" />
      <circle cx="9" cy="8" r="1" />
      <circle cx="13" cy="7" r="1" />
      <circle cx="16" cy="9" r="1" />
    </>
  ),
  chickpeas: (
    <>
      <circle cx="8" cy="9" r="3.2" />
      <circle cx="15.5" cy="9.5" r="3.2" />
      <circle cx="11.5" cy="15.5" r="3.2" />
    </>
  ),
  rice: (
    <>
      <path d="M3 12h18a9 9 0 0 1-18 0z" />
      <path d="M6 12c1-4 4-6 6-6s5 2 6 6" />
    </>
  ),
  salad: (
    <>
      <path d="M3 12h18a9 9 0 0 1-18 0z" />
      <path d="M8 12c-1-3 0-6 3-7M12 12c0-3 2-5 5-5M15 12c1-2 3-3 5-3" />
    </>
  ),
  yogurt: (
    <>
      <path d="M5 9h14l-1.5 10a2 2 0 0 1-2 1.7h-7a2 2 0 0 1-2-1.7z" />
      <path d="M5 9c2-3 12-3 14 0M10 13l1 1M13 15l1-1" />
    </>
  ),
  greens: (
    <>
      <path d="M5 19C5 10 11 5 19 5c0 8-5 14-14 14z" />
      <path d="M5 19l9-9" />
    </>
  ),
  papad: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="9" cy="10" r=".8" />
      <circle cx="14" cy="9" r=".8" />
      <circle cx="13" cy="14" r=".8" />
      <circle cx="9" cy="15" r=".8" />
    </>
  ),
};

export function DishIcon({ icon, className }: { icon: DishIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[icon]}
    </svg>
  );
}
