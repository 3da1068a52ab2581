// The brand's logo: a bowl with rising steam, and the wordmark.
import { SITE_NAME } from '../../domain/brand';
import { cn } from '../lib/cn';

export function BrandMark({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-8 w-8 shrink-0">
        <rect width="64" height="64" rx="14" fill={tone === 'dark' ? '#0f3d2e' : '#fbf7f0'} />
        <circle cx="32" cy="34" r="17" fill="#f5b841" />
        <path d="M17 34h30a15 15 0 0 1-30 0z" fill={tone === 'dark' ? '#fbf7f0' : '#0f3d2e'} />
        <path
          d="M24 22c2-4 6-6 8-10 2 4 6 6 8 10"
          fill="none"
          stroke={tone === 'dark' ? '#fbf7f0' : '#0f3d2e'}
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span
        className={cn(
          'font-display text-xl font-bold tracking-tight',
          tone === 'dark' ? 'text-forest-900' : 'text-cream',
        )}
      >
        {SITE_NAME}
      </span>
    </span>
  );
}
