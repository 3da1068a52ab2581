// The design system's collapsible list: Radix Accordion (keyboard, ARIA) in the brand's style.
import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      className={cn(
        'rounded-2xl border border-forest-900/10 bg-white shadow-sm transition-shadow data-[state=open]:shadow-md',
        className,
      )}
      {...props}
    />
  );
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: ComponentPropsWithoutRef<typeof AccordionPrimitive.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="m-0">
        <AccordionPrimitive.Trigger
          className={cn(
            'group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-forest-950 hover:text-forest-700 sm:px-6 sm:py-5',
            className,
          )}
          {...props}
        >
          <span>{children}</span>
          <span
            aria-hidden="true"
            className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-forest-50 text-forest-800 transition-transform duration-200 group-data-[state=open]:rotate-45 group-data-[state=open]:bg-saffron-100"
          >
            <svg viewBox="0 0 16 16" className="h-4 w-4">
              <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </span>
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <AccordionPrimitive.Content className="overflow-hidden">
      <div className={cn('px-5 pb-5 leading-relaxed text-ink/80 sm:px-6', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
