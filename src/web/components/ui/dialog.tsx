// The design system's modal dialog: Radix Dialog (focus trap, Escape, scroll lock) in the brand's styling.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & { closeLabel?: string; children: ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-[70] bg-forest-950/60 backdrop-blur-sm transition-opacity duration-300 starting:opacity-0" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-[80] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-3xl bg-cream shadow-2xl shadow-forest-950/30 transition duration-300 ease-out outline-none starting:translate-y-[-46%] starting:opacity-0',
          className,
        )}
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

/**
 * A dialog's buttons: the way out (closes it; "Cancel" unless named) and the dialog's action, side by side on the
 * right, the action on top on a phone. `busy` holds both while the action runs.
 */
export function DialogActions({
  cancelLabel = 'Cancel',
  busy = false,
  className,
  children,
}: {
  cancelLabel?: string;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      <DialogClose asChild>
        <Button variant="ghost" disabled={busy}>
          {cancelLabel}
        </Button>
      </DialogClose>
      {children}
    </div>
  );
}
