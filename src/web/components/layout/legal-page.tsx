// The shared layout of the legal pages: title, last-updated date and numbered sections.
import type { ReactNode } from 'react';
import { PageHeader } from './page-section';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={title}>
        <p className="text-base">Last updated: December 2024</p>
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <div className="text-lg leading-relaxed text-ink/80">{intro}</div>
        {sections.map((s, i) => (
          // Each section is laid out as it nears the screen: the whole text at once held a slow phone's first frame.
          <section
            key={s.heading}
            className="mt-10 [contain-intrinsic-size:auto_300px] [content-visibility:auto]"
          >
            <h2 className="font-display text-2xl font-semibold text-forest-900">
              {i + 1}. {s.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-ink/80 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
              {s.body}
            </div>
          </section>
        ))}
      </article>
    </>
  );
}
