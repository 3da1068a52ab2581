// Why subscribe: the benefits section at the foot of /subscribe.
const BENEFITS = [
  {
    title: 'Macro-balanced, every day',
    text: '38 to 48 g of protein per lunch, with calories, carbs, fat and fiber printed on every box.',
    icon: 'M4 14h16a8 8 0 0 1-16 0ZM8 10c0-2 2-2 2-4M12 10c0-2 2-2 2-4',
  },
  {
    title: 'Cooked the same morning',
    text: 'Chef-crafted Indian lunches made fresh each morning in our Las Colinas kitchen.',
    icon: 'M12 3v3M5.6 5.6l2.1 2.1M3 12h3m12 0h3m-4.7-4.3 2.1-2.1M7 17h10l-1 4H8l-1-4ZM8 13a4 4 0 1 1 8 0',
  },
  {
    title: 'A two-minute pickup',
    text: 'Monday to Friday, 12:00 to 2:00 PM, with free parking in front of the store.',
    icon: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  },
  {
    title: 'Nutrition Tracker',
    text: 'Personal goals, AI insights and progress charts, included with every plan, weekly or monthly.',
    icon: 'M4 19V5M4 19h16M8 15l3-4 3 2 4-6',
  },
  {
    title: 'Flexible by design',
    text: 'Pause, change or cancel from your dashboard; changes apply from the next billing cycle.',
    icon: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
  },
  {
    title: 'Honest pricing',
    text: '$75 a week or $270 for four weeks. No processing fees, no surprises on your statement.',
    icon: 'M20 12 12 20 4 12V4h8l8 8ZM8 8h.01',
  },
];

export function SubscribeBenefits() {
  return (
    <section aria-labelledby="benefits-title" className="bg-cream py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-widest text-saffron-700 uppercase">Why Tiffin Fit</p>
        <h2
          id="benefits-title"
          className="mt-2 max-w-2xl font-display text-3xl font-semibold text-forest-900 sm:text-4xl"
        >
          Everything your training needs from lunch, nothing it doesn&apos;t.
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((b) => (
            <li key={b.title} className="rounded-3xl border border-forest-900/10 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="grid h-11 w-11 place-items-center rounded-xl bg-forest-900 text-saffron-400"
              >
                <svg
                  viewBox="0 0 24 24"
                  className="h-5 w-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={b.icon} />
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-semibold text-forest-950">{b.title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-ink/75">{b.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
