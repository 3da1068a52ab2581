// Our Quality (anchor "quality"): how the food is cooked and measured, and the honest allergen note.
import type { JSX } from 'react';
import { SectionHeading } from './section-heading';

const PILLARS: { title: string; body: string; icon: JSX.Element }[] = [
  {
    title: 'Cooked this morning',
    body: 'Every lunch is cooked fresh the day you pick it up. Nothing frozen, nothing reheated from Sunday.',
    icon: <path d="M12 3v3M5.6 5.6l2.1 2.1M3 12h3M18 12h3M16.3 7.7l2.1-2.1M7 16a5 5 0 0 1 10 0M3 20h18" />,
  },
  {
    title: 'Weighed, not guessed',
    body: 'Portions are weighed to the gram so the macros on your box are the macros in your bowl.',
    icon: <path d="M4 20h16l-2-11H6zM9 9a3 3 0 0 1 6 0M12 13v3" />,
  },
  {
    title: 'Premium proteins',
    body: 'Antibiotic-free chicken, Atlantic salmon, Gulf shrimp and fresh paneer, never fillers.',
    icon: <path d="M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6zM9 12l2 2 4-4" />,
  },
  {
    title: 'Honest ingredients',
    body: 'Real spices, ghee and cashew for richness. We can’t offer allergy accommodations or swaps.',
    icon: <path d="M5 19C5 10 11 5 19 5c0 8-5 14-14 14zM5 19l9-9" />,
  },
];

export function QualitySection() {
  return (
    <section id="quality" aria-labelledby="quality-title" className="bg-forest-50 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="quality-title"
          eyebrow="Our quality"
          title="A chef’s kitchen with a sports nutritionist’s scale."
        >
          Indian home cooking was always balanced. We just measure it.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PILLARS.map((p) => (
            <li key={p.title} className="rounded-[24px] bg-white p-7 ring-1 ring-forest-900/5">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-forest-900 text-saffron-400">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.7"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  {p.icon}
                </svg>
              </span>
              <h3 className="mt-5 font-display text-xl font-semibold text-forest-900">{p.title}</h3>
              <p className="mt-2 text-[15px] leading-relaxed text-ink/70">{p.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
