// What the beta proved: participants, satisfaction, lean gains and rating (spec section 9).
import { SectionHeading } from './section-heading';

const RESULTS = [
  { value: '10/10', label: 'Participants', note: 'finished the full beta' },
  { value: '100%', label: 'Satisfaction', note: 'would keep subscribing' },
  { value: '3.2 lbs', label: 'Average lean gains', note: 'over the beta weeks' },
  { value: '4.9', label: 'Average rating', note: 'from 10 reviews' },
] as const;

export function BetaResultsSection() {
  return (
    <section
      id="results"
      aria-labelledby="results-title"
      className="tf-grain bg-forest-950 bg-[radial-gradient(ellipse_at_10%_0%,rgba(27,106,79,0.7),transparent_60%)] py-20 text-cream sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="results-title"
          eyebrow="Beta results"
          title="Ten athletes. Real results."
          tone="dark"
        >
          Before we opened to the public, ten members of local gyms ate our lunches every weekday and tracked
          everything.
        </SectionHeading>
        <dl className="mt-14 grid grid-cols-2 gap-px overflow-hidden rounded-3xl bg-cream/10 lg:grid-cols-4">
          {RESULTS.map((r) => (
            <div key={r.label} className="flex flex-col bg-forest-950/80 p-6 sm:p-8">
              <dt className="order-2 mt-2 text-sm font-semibold text-cream">{r.label}</dt>
              <dd className="order-1 font-display text-4xl font-semibold text-saffron-400 sm:text-5xl">
                {r.value}
                {r.label === 'Average rating' ? (
                  <>
                    <span aria-hidden="true" className="ml-1 text-2xl text-saffron-400/80">
                      ★
                    </span>
                    <span className="sr-only"> out of 5</span>
                  </>
                ) : null}
              </dd>
              <dd className="order-3 mt-1 text-sm text-cream/65">{r.note}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
