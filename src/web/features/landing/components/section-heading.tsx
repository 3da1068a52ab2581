// The eyebrow, serif headline and lead paragraph that open each landing section.
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  tone = 'light',
  align = 'left',
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  tone?: 'light' | 'dark';
  align?: 'left' | 'center';
}) {
  const dark = tone === 'dark';
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p
        className={cn(
          'flex items-center gap-3 text-xs font-semibold tracking-[0.2em] uppercase',
          align === 'center' && 'justify-center',
          dark ? 'text-saffron-400' : 'text-[#9a5b05]',
        )}
      >
        <span aria-hidden="true" className={cn('h-px w-8', dark ? 'bg-saffron-400' : 'bg-[#9a5b05]')} />
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-4 font-display text-4xl leading-[1.05] font-semibold tracking-tight text-balance sm:text-5xl',
          dark ? 'text-cream' : 'text-forest-900',
        )}
      >
        {title}
      </h2>
      {children ? (
        <p className={cn('mt-5 text-lg leading-relaxed', dark ? 'text-cream/80' : 'text-ink/70')}>
          {children}
        </p>
      ) : null}
    </div>
  );
}
