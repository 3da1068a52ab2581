// The Radix half of the design system's dialog (focus trap, Escape, scroll lock, the brand's styling), loaded when a
// dialog first opens or its button is pointed at (dialog.tsx): about 9 KB gzipped that no page's first load carries.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type DialogContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  closeLabel?: string;
  children: ReactNode;
};

/** The open dialog: Radix's root, portal, overlay and content, and focus back where it was when it closes. */
export function OpenDialog({
  onOpenChange,
  returnFocusTo,
  className,
  children,
  closeLabel = 'Close',
  ...props
}: DialogContentProps & { onOpenChange: (open: boolean) => void; returnFocusTo: HTMLElement | null }) {
  // Radix gives focus back to its own trigger; ours is the button that opened it, else what had focus before.
  const [before] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return (
    <DialogPrimitive.Root open onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[70] bg-forest-950/60 backdrop-blur-sm transition-opacity duration-300 starting:opacity-0" />
        <DialogPrimitive.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-[80] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-3xl bg-cream shadow-2xl shadow-forest-950/30 transition duration-300 ease-out outline-none starting:translate-y-[-46%] starting:opacity-0',
            className,
          )}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            (returnFocusTo ?? before)?.focus();
          }}
          {...props}
        >
          {children}
          <DialogPrimitive.Close
            className="absolute top-3 right-3 inline-flex h-10 w-10 items-center justify-center rounded-full bg-cream/90 text-forest-900 shadow-sm transition-colors hover:bg-white"
            aria-label={closeLabel}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor">
              <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export function DialogTitle({ className, ...props }: ComponentPropsWithoutRef<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('font-display text-2xl font-bold tracking-tight text-forest-900', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-base text-ink/75', className)} {...props} />;
}

export const DialogClose = DialogPrimitive.Close;
