// Promotes the subscriber-only Nutrition Tracker, with a drawn preview of its daily view.
import { ButtonLink } from '../../../components/ui/button';

const BARS = [
  { label: 'Protein', value: '142 / 160 g', pct: 89, color: 'bg-saffron-400' },
  { label: 'Carbs', value: '180 / 220 g', pct: 82, color: 'bg-forest-100' },
  { label: 'Water', value: '2.4 / 3 L', pct: 80, color: 'bg-sky-300' },
] as const;

function TrackerPreview() {
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto w-full max-w-sm rounded-[28px] bg-cream p-6 text-ink shadow-2xl shadow-forest-950/40"
    >
      <div className="flex items-center justify-between">
        <p className="text-sm font-semibold text-forest-900">Today</p>
        <span className="rounded-full bg-forest-900 px-2.5 py-1 text-xs font-bold text-saffron-400">
          Grade A−
        </span>
      </div>
      <div className="mt-5 flex items-center gap-5">
        <svg viewBox="0 0 100 100" className="h-28 w-28 -rotate-90">
          <circle cx="50" cy="50" r="42" fill="none" stroke="#e3efe8" strokeWidth="10" />
          <circle
            cx="50"
            cy="50"
            r="42"
            fill="none"
            stroke="#1b6a4f"
            strokeWidth="10"
            strokeLinecap="round"
            strokeDasharray="264"
            strokeDashoffset="58"
          />
        </svg>
        <div>
          <p className="font-display text-3xl font-semibold text-forest-900">1,840</p>
          <p className="text-xs text-ink/70">of 2,350 kcal</p>
          <p className="mt-2 text-xs font-semibold text-forest-700">+320 burned training</p>
        </div>
      </div>
      <div className="mt-6 space-y-3">
        {BARS.map((b) => (
          <div key={b.label}>
            <div className="flex justify-between text-xs">
              <span className="font-semibold text-forest-900">{b.label}</span>
              <span className="text-ink/70">{b.value}</span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-forest-50">
              <div className={`h-2 rounded-full ${b.color}`} style={{ width: `${b.pct}%` }} />
            </div>
          </div>
        ))}
      </div>
      <p className="mt-5 rounded-2xl bg-saffron-100 p-3 text-xs leading-relaxed text-forest-900">
        <span className="font-semibold">AI insight:</span> add 18 g protein at dinner to hit today’s goal.
      </p>
    </div>
  );
}

export function TrackerPromoSection() {
  return (
    <section id="tracker" aria-labelledby="tracker-title" className="bg-cream pb-20 sm:pb-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="tf-grain grid items-center gap-12 overflow-hidden rounded-[36px] bg-[linear-gradient(135deg,#0f3d2e,#14523d_55%,#1b6a4f)] px-6 py-12 text-cream sm:px-12 sm:py-16 lg:grid-cols-2">
          <div>
            <p className="text-xs font-semibold tracking-[0.2em] text-saffron-400 uppercase">
              Included with every plan
            </p>
            <h2
              id="tracker-title"
              className="mt-4 font-display text-4xl leading-tight font-semibold text-balance sm:text-5xl"
            >
              Your lunches, logged before you open the app.
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-cream/80">
              The Nutrition Tracker sets goals from your training, fills in every Tiffin Fit lunch for you,
              and turns the rest of your day into clear AI insights, streaks and a daily grade.
            </p>
            <ul className="mt-6 grid gap-2 text-sm text-cream/90 sm:grid-cols-2">
              {[
                'Personalised macro goals',
                'Hydration and exercise calories',
                'Progress charts',
                'Achievements and streaks',
              ].map((f) => (
                <li key={f} className="flex items-center gap-2">
                  <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-saffron-400" />
                  {f}
                </li>
              ))}
            </ul>
            <ButtonLink to="/nutrition" size="lg" className="mt-8">
              Explore the Nutrition Tracker
            </ButtonLink>
          </div>
          <TrackerPreview />
        </div>
      </div>
    </section>
  );
}
