// The design system's modal dialog, used as Radix's is (Dialog, DialogTrigger asChild, DialogContent, DialogTitle,
// ...). Only this light half is in a page's first load: Radix and the styled parts (dialog-parts.tsx, about 9 KB
// gzipped, issue 22) load when a dialog opens, and start loading when its button is pointed at, focused or touched.
import {
  cloneElement,
  createContext,
  lazy,
  Suspense,
  useContext,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import type * as Parts from './dialog-parts';

let parts: typeof Parts | undefined;
const loadParts = () => import('./dialog-parts').then((module) => (parts = module));
const OpenDialog = lazy(() => loadParts().then((module) => ({ default: module.OpenDialog })));
const preload = () => void loadParts().catch(() => undefined);

interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The button that opened the dialog, which has the focus back when it closes. */
  opener: RefObject<HTMLElement | null>;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error('A dialog part is used outside <Dialog>');
  return state;
}

/** Open when `open` says so (controlled), else from its trigger. */
export function Dialog({
  open: controlled,
  onOpenChange,
  children,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const state: DialogState = {
    open: controlled ?? uncontrolled,
    setOpen: (next) => {
      if (controlled === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    opener,
  };
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

type TriggerChild = ReactElement<{
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onTouchStart?: () => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
}>;

/** Its one child (a button) opens the dialog. */
export function DialogTrigger({ children }: { asChild: true; children: TriggerChild }) {
  const { open, setOpen, opener } = useDialog();
  return cloneElement(children, {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onPointerEnter: preload,
    onFocus: preload,
    onTouchStart: preload,
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      if (event.defaultPrevented) return;
      opener.current = event.currentTarget;
      setOpen(true);
    },
  });
}

/** The dialog itself, in a portal over the page, while it is open. */
export function DialogContent(props: Parts.DialogContentProps) {
  const { open, setOpen, opener } = useDialog();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OpenDialog {...props} onOpenChange={setOpen} returnFocusTo={opener.current} />
    </Suspense>
  );
}

// Rendered only inside DialogContent, so after its parts have loaded.
export function DialogTitle(props: ComponentProps<typeof Parts.DialogTitle>) {
  return parts ? <parts.DialogTitle {...props} /> : null;
}

export function DialogDescription(props: ComponentProps<typeof Parts.DialogDescription>) {
  return parts ? <parts.DialogDescription {...props} /> : null;
}

export function DialogClose(props: ComponentProps<typeof Parts.DialogClose>) {
  return parts ? <parts.DialogClose {...props} /> : null;
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
