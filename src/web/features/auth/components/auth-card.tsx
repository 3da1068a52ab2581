// The centred card the sign-in pages share: a heading, a line under it, the form, and links below.
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  description,
  icon,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-[70vh] items-start justify-center bg-forest-50/60 px-4 py-12 sm:py-20">
      <section
        aria-labelledby="auth-card-title"
        className="w-full max-w-md rounded-3xl border border-forest-900/10 bg-white p-6 shadow-sm sm:p-10"
      >
        {icon ? (
          <div
            aria-hidden="true"
            className="mb-5 flex h-12 w-12 items-center justify-center rounded-full bg-forest-50 text-forest-800"
          >
            {icon}
          </div>
        ) : null}
        <h1 id="auth-card-title" className="font-display text-3xl font-semibold text-forest-950">
          {title}
        </h1>
        {description ? <p className="mt-2 text-ink/75">{description}</p> : null}
        <div className="mt-8">{children}</div>
        {footer ? <div className="mt-8 grid gap-2 text-center text-sm text-ink/75">{footer}</div> : null}
      </section>
    </div>
  );
}

export const textLinkClass =
  'font-semibold text-forest-800 underline-offset-4 hover:underline focus-visible:underline';
