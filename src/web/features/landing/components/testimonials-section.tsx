// What beta members said: static sample testimonials with their gym, focus and rating.
import { SectionHeading } from './section-heading';

const TESTIMONIALS = [
  {
    name: 'Arjun Mehta',
    role: 'Software engineer',
    gym: 'Las Colinas Barbell Club',
    focus: 'Lean bulk',
    rating: 5,
    quote:
      'I stopped meal-prepping on Sundays. Forty grams of protein at lunch, and it actually tastes like my mom’s cooking.',
  },
  {
    name: 'Priya Raman',
    role: 'Product manager',
    gym: 'Coppell Strength Collective',
    focus: 'Fat loss',
    rating: 5,
    quote:
      'The macros are printed on the box, so logging takes ten seconds. Down two inches on my waist and never hungry at 4 PM.',
  },
  {
    name: 'Marcus Hill',
    role: 'Physical therapist',
    gym: 'Irving Endurance Lab',
    focus: 'Marathon training',
    rating: 5,
    quote:
      'Friday’s shrimp pulao is the best meal of my week. Pickup is under two minutes, right between patients.',
  },
] as const;

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" className="flex gap-0.5 text-saffron-500" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg
          key={i}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4"
          fill={i < rating ? 'currentColor' : 'none'}
          stroke="currentColor"
        >
          <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8z" />
        </svg>
      ))}
    </span>
  );
}

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="bg-cream py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow="From the beta"
          title="Heard at the pickup counter."
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-[28px] bg-white p-7 shadow-[0_1px_2px_rgba(7,34,25,0.06),0_24px_48px_-32px_rgba(7,34,25,0.35)] ring-1 ring-forest-900/5">
                <div className="flex items-center justify-between gap-3">
                  <Stars rating={t.rating} />
                  <span className="rounded-full bg-forest-50 px-3 py-1 text-xs font-semibold text-forest-800">
                    {t.focus}
                  </span>
                </div>
                <blockquote className="mt-5 flex-1 font-display text-lg leading-snug text-forest-900">
                  “{t.quote}”
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-forest-900/10 pt-5">
                  <span
                    aria-hidden="true"
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-saffron-100 font-display text-lg font-semibold text-[#9a5b05]"
                  >
                    {t.name.charAt(0)}
                  </span>
                  <span className="text-sm">
                    <span className="block font-semibold text-forest-900">{t.name}</span>
                    <span className="block text-ink/70">
                      {t.role} · {t.gym}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
