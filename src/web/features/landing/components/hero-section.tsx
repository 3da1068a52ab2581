// The hero: the promise, the Subscribe call to action, a jump to the menu and the two price anchors.
import { PLANS } from '../../../../domain/plans';
import { PriceText } from '../../../components/price-text';
import { HydrateLater } from '../../../components/hydrate-later';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { HERO_OFFSET, scrollToSection } from '../../../lib/section-scroll';
import { MealIllustration } from '../art/meal-illustration';

export function HeroSection() {
  const { weekly, monthly } = PLANS;
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="tf-grain overflow-hidden bg-[radial-gradient(ellipse_at_85%_15%,#fde7bd_0%,transparent_55%),radial-gradient(ellipse_at_0%_100%,#e3efe8_0%,transparent_50%)]"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-20 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:pt-20 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-forest-900/10 bg-white/70 px-3 py-1.5 text-xs font-semibold tracking-wide text-forest-800 shadow-sm">
            <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-saffron-500" />
            Beta-tested by 10 athletes in Irving &amp; Coppell
          </p>
          <h1
            id="hero-title"
            className="mt-6 font-display text-5xl leading-[1.02] font-semibold tracking-tight text-balance text-forest-900 sm:text-6xl lg:text-7xl"
          >
            Lunch that trains <em className="text-[#b06a06] not-italic">as hard as you do.</em>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink/75">
            Chef-cooked, high-protein Indian lunches with 38 to 48 g of protein and the macros on every box.
            Picked up in Las Colinas, Monday to Friday, 12 to 2 PM.
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <ButtonLink to="/subscribe" size="lg" className="shadow-lg shadow-saffron-500/25">
              Subscribe
            </ButtonLink>
            <button
              type="button"
              className={buttonClasses('outline', 'lg', 'bg-white/60')}
              onClick={() => scrollToSection('menu', HERO_OFFSET)}
            >
              See this week’s menu
            </button>
          </div>
          <dl className="mt-10 grid max-w-md grid-cols-2 divide-x divide-forest-900/10 rounded-2xl border border-forest-900/10 bg-white/70 shadow-sm backdrop-blur">
            <div className="px-4 py-4 sm:px-5">
              <dt className="text-xs font-semibold tracking-wider text-ink/70 uppercase">Weekly</dt>
              <dd className="mt-1 font-display text-3xl font-semibold text-forest-900">
                <PriceText name="weekly" />
                <span className="font-sans text-sm font-medium whitespace-nowrap text-ink/70 sm:text-base">
                  /week
                </span>
              </dd>
              <dd className="text-sm text-ink/70">{weekly.meals} lunches</dd>
            </div>
            <div className="px-4 py-4 sm:px-5">
              <dt className="text-xs font-semibold tracking-wider text-ink/70 uppercase">Monthly</dt>
              <dd className="mt-1 font-display text-3xl font-semibold text-forest-900">
                <PriceText name="monthly" />
                <span className="font-sans text-sm font-medium whitespace-nowrap text-ink/70 sm:text-base">
                  /4 weeks
                </span>
              </dd>
              <dd className="text-sm text-ink/70">
                {monthly.meals} lunches ·{' '}
                <s className="text-ink/70">
                  <PriceText name="monthly-list" />
                </s>{' '}
                <span className="font-semibold text-forest-700">
                  save <PriceText name="monthly-saving-percent" />
                </span>
              </dd>
            </div>
          </dl>
          <PriceText name="tax-note" className="mt-2 block text-sm text-ink/70" />
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

function HeroArt() {
  return (
    <div className="relative mx-auto w-full max-w-[30rem]">
      <div
        aria-hidden="true"
        className="absolute inset-[2%] rounded-full bg-[radial-gradient(circle_at_35%_30%,#1b6a4f,#0f3d2e_60%,#072219)] shadow-2xl shadow-forest-950/30"
      />
      <div
        aria-hidden="true"
        className="absolute -inset-[2%] rounded-full border border-dashed border-saffron-500/60"
      />
      {/* Most of the hero's elements, with nothing to answer: hydrated once the page has settled. */}
      <HydrateLater>
        <MealIllustration
          image="butter-chicken-thali"
          className="relative w-full scale-[0.84] drop-shadow-xl"
        />
      </HydrateLater>
      <div className="absolute top-[14%] -left-2 rounded-2xl bg-white px-4 py-3 shadow-xl shadow-forest-950/10 sm:-left-6">
        <p className="font-display text-2xl font-semibold text-forest-900">40 g</p>
        <p className="text-xs font-medium text-ink/70">protein, on average</p>
      </div>
      <div className="absolute -right-1 bottom-[10%] rounded-2xl bg-forest-900 px-4 py-3 text-cream shadow-xl shadow-forest-950/20 sm:-right-4">
        <p className="font-display text-2xl font-semibold text-saffron-400">12–2 PM</p>
        <p className="text-xs font-medium text-cream/80">pickup, Mon to Fri</p>
      </div>
    </div>
  );
}
