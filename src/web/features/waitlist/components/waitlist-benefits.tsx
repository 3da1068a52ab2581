// Why join the waitlist: the blurbs beside the form.
const BENEFITS = [
  {
    title: 'First access to new spots',
    text: 'Waitlist members hear first when a spot opens, before it is announced anywhere else.',
    icon: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6',
  },
  {
    title: 'Simple pricing',
    text: '$75 a week for 5 lunches, or $270 every 4 weeks for 20, with no processing fees.',
    icon: 'M20 12 12 20 4 12V4h8l8 8ZM8 8h.01',
  },
  {
    title: 'Chef-crafted, macro-balanced',
    text: '38-48 g of protein in every lunch, cooked the same morning in Las Colinas.',
    icon: 'M4 14h16a8 8 0 0 1-16 0ZM8 10c0-2 2-2 2-4M12 10c0-2 2-2 2-4',
  },
  {
    title: 'Nutrition tracker included',
    text: 'Every plan, weekly or monthly, includes personalised goals, AI insights and progress charts.',
    icon: 'M4 19V5M4 19h16M8 15l3-4 3 2 4-6',
  },
];

export function WaitlistBenefits() {
  return (
    <ul className="grid gap-4">
      {BENEFITS.map((b) => (
        <li key={b.title} className="flex gap-4 rounded-2xl border border-forest-900/10 bg-white/70 p-4">
          <span
            aria-hidden="true"
            className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-saffron-100 text-saffron-700"
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
          <span>
            <span className="block font-semibold text-forest-950">{b.title}</span>
            <span className="mt-1 block text-sm leading-relaxed text-ink/75">{b.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
