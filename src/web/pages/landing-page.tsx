// /: the landing page (its full sections are built by the public-website issue).
import { useEffect } from 'react';
import { ButtonLink } from '../components/ui/button';
import { HERO_OFFSET, scrollToPendingSection, scrollToSection } from '../lib/section-scroll';

const SECTIONS = [
  { id: 'menu', title: 'This Week’s Menu' },
  { id: 'quality', title: 'Our Quality' },
  { id: 'locations', title: 'Pickup Location' },
] as const;

export function LandingPage() {
  useEffect(() => {
    scrollToPendingSection();
  }, []);

  return (
    <>
      <section className="bg-forest-900 text-cream">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <h1 className="max-w-3xl font-display text-4xl font-bold sm:text-6xl">
            Premium Indian lunches, built for training.
          </h1>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/subscribe" size="lg">
              Subscribe
            </ButtonLink>
            <button
              type="button"
              className="h-12 rounded-full border border-cream/30 px-7 font-semibold"
              onClick={() => scrollToSection('menu', HERO_OFFSET)}
            >
              See the menu
            </button>
          </div>
        </div>
      </section>
      {SECTIONS.map((s) => (
        <section key={s.id} id={s.id} className="mx-auto min-h-[70vh] max-w-6xl px-4 py-16 sm:px-6">
          <h2 className="font-display text-3xl font-bold text-forest-900">{s.title}</h2>
        </section>
      ))}
    </>
  );
}
