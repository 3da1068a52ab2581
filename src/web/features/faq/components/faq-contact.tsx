// The FAQ's "still have questions" block: e-mail, community chat and the reply time.
import { useSiteSettings } from '../../../lib/site-config';

export function FaqContact() {
  const { contactEmail, communityChatUrl } = useSiteSettings();
  return (
    <section
      aria-labelledby="faq-contact-heading"
      className="relative overflow-hidden rounded-3xl bg-forest-900 px-6 py-10 text-cream sm:px-10"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-16 h-56 w-56 rounded-full bg-saffron-500/20 blur-2xl"
      />
      <h2 id="faq-contact-heading" className="font-display text-3xl font-semibold">
        Still have questions?
      </h2>
      <p className="mt-2 max-w-xl text-cream/80">
        Our team is happy to help. We typically reply within 24 hours on business days.
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <a
          href={`mailto:${contactEmail}`}
          className="group flex items-center gap-4 rounded-2xl bg-cream/10 p-4 ring-1 ring-cream/15 transition-colors hover:bg-cream/15"
        >
          <span
            aria-hidden="true"
            className="grid h-11 w-11 place-items-center rounded-full bg-saffron-400 text-forest-950"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="m3 7 9 6 9-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <span>
            <span className="block text-sm text-cream/75">E-mail us</span>
            <span className="block font-semibold break-all">{contactEmail}</span>
          </span>
        </a>
        <a
          href={communityChatUrl}
          target="_blank"
          rel="noreferrer"
          className="group flex items-center gap-4 rounded-2xl bg-cream/10 p-4 ring-1 ring-cream/15 transition-colors hover:bg-cream/15"
        >
          <span
            aria-hidden="true"
            className="grid h-11 w-11 place-items-center rounded-full bg-saffron-400 text-forest-950"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path
                d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          <span>
            <span className="block text-sm text-cream/75">Join the conversation</span>
            <span className="block font-semibold">
              Community chat<span className="sr-only"> (opens in a new tab)</span>
            </span>
          </span>
        </a>
      </div>
    </section>
  );
}
