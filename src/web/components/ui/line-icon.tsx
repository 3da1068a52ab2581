// A line icon on a 24 px grid in currentColor, drawn inline so no icon font loads; features draw shapes in it.
import type { ReactNode } from 'react';

export interface IconProps {
  className?: string | undefined;
}

export function LineIcon({ children, className = 'h-4 w-4' }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
