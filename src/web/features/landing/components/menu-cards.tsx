// The week's cards, Monday to Thursday then the Friday Special: a chunk of its own, fetched while the menu is asked
// for (components/menu-section.tsx), so the landing page's first load does not carry what only the answer shows.
import { useEffect } from 'react';
import type { MenuDay } from '../../../../contracts/menu';
import { useDishRatings } from '../api/get-dish-ratings';
import { FridaySpecialCard } from './friday-special-card';
import { MenuCard } from './menu-card';

/** onDrawn: once the cards are on the page, which then has its final height. */
export function MenuCards({ days, onDrawn }: { days: MenuDay[]; onDrawn: () => void }) {
  useEffect(() => {
    onDrawn();
  }, [onDrawn]);
  // A weekday's lunch is rated under its title; the server answers only dishes enough subscribers rated.
  const ratings = useDishRatings().data?.dishes ?? [];
  return (
    <div className="grid gap-6 md:grid-cols-2 md:items-start lg:gap-8">
      {days
        .filter((day) => !day.special)
        .map((day) => (
          <MenuCard key={day.day} day={day} rating={ratings.find((r) => r.dishName === day.title)} />
        ))}
      {days
        .filter((day) => day.special)
        .map((day) => (
          <div key={day.day} className="md:col-span-2">
            <FridaySpecialCard day={day} />
          </div>
        ))}
    </div>
  );
}
