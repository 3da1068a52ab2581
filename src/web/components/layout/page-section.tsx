// A page's standard header band and content width.
import type { ReactNode } from 'react';

export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-forest-900/10 bg-forest-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-saffron-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 font-display text-4xl font-bold tracking-tight text-forest-900 sm:text-5xl">
          {title}
        </h1>
        {children ? <div className="mt-4 max-w-2xl text-lg text-ink/75">{children}</div> : null}
      </div>
    </header>
  );
}

/** Placeholder body for a page whose feature is built by its own issue. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <PageHeader title={title}>{children}</PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-12 text-ink/70 sm:px-6">This page is being prepared.</div>
    </>
  );
}
