// The footer: quick links to landing sections, policy links, social links and contact details.
import { Link } from 'react-router';
import { BrandMark } from '../components/brand-mark';
import { useServerClock, useSiteSettings } from '../lib/site-config';
import { useSectionLink } from '../lib/use-section-link';

const QUICK_SECTIONS = [
  { id: 'menu', label: 'Weekly Menu' },
  { id: 'locations', label: 'Pickup Locations' },
  { id: 'quality', label: 'Our Quality' },
] as const;

const POLICIES = [
  { to: '/faq', label: 'FAQ' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/refund', label: 'Refund Policy' },
] as const;

// No colour transition: the footer is laid out only as it nears the screen (content-visibility), and Chromium could
// then fade its links in from the browser's default blue, which is also what an accessibility check read mid-fade.
const footerLink = 'text-sm text-cream/75 hover:text-saffron-400';

export function SiteFooter() {
  const config = useSiteSettings();
  const year = useServerClock((now) => now.getUTCFullYear());
  const goToSection = useSectionLink();
  const socials = [
    { href: config.social.instagram, label: 'Instagram' },
    { href: config.social.facebook, label: 'Facebook' },
    { href: config.social.x, label: 'X' },
  ];
  return (
    // Laid out only as it nears the screen (its height until then a guess: 775 px at 390 px wide, 360-395 from md
    // up), since it is below the fold of every page: it was a third of a page's first layout on a slow phone.
    <footer
      id="site-footer"
      className="bg-forest-950 text-cream [contain-intrinsic-size:auto_780px] [content-visibility:auto] md:[contain-intrinsic-size:auto_380px]"
    >
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 md:grid-cols-4">
        <div className="col-span-2 md:col-span-1">
          <BrandMark tone="light" />
          <p className="mt-4 max-w-xs text-sm text-cream/70">
            High-protein Indian lunches, cooked fresh and picked up in Las Colinas. Built for people who
            train.
          </p>
          <ul className="mt-5 flex gap-3" aria-label="Social media">
            {socials.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-11 min-w-11 items-center justify-center rounded-full border border-cream/20 px-3 text-xs font-semibold text-cream/80 hover:border-saffron-400 hover:text-saffron-400"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-display text-base font-semibold text-saffron-400">Quick Links</h2>
          <ul className="mt-4 space-y-1">
            {QUICK_SECTIONS.map((s) => (
              <li key={s.id}>
                <button type="button" className={`${footerLink} py-1.5`} onClick={() => goToSection(s.id)}>
                  {s.label}
                </button>
              </li>
            ))}
            <li>
              <Link to="/subscribe" className={`${footerLink} inline-block py-1.5`}>
                Subscribe
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-display text-base font-semibold text-saffron-400">Policies</h2>
          <ul className="mt-4 space-y-1">
            {POLICIES.map((p) => (
              <li key={p.to}>
                <Link to={p.to} className={`${footerLink} inline-block py-1.5`}>
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-display text-base font-semibold text-saffron-400">Contact</h2>
          <ul className="mt-4 space-y-1">
            <li>
              <a href={`mailto:${config.contactEmail}`} className={`${footerLink} inline-block py-1.5`}>
                {config.contactEmail}
              </a>
            </li>
            <li>
              <a
                href={`tel:${config.contactPhone.replace(/[^\d+]/g, '')}`}
                className={`${footerLink} inline-block py-1.5`}
              >
                {config.contactPhone}
              </a>
            </li>
            <li className="py-1.5 text-sm text-cream/75">Irving, TX</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-cream/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-cream/60 sm:px-6">
          © {year} Tiffin Fit. Meals contain cashew and ghee; we cannot accommodate allergies.
        </p>
      </div>
    </footer>
  );
}
