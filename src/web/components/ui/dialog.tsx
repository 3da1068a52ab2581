// The design system's modal dialog, used as Radix's is (Dialog, DialogTrigger asChild, DialogContent, DialogTitle,
// ...). Only this light half is in a page's first load: Radix and the styled parts (dialog-parts.tsx, about 9 KB
// gzipped, issue 22) load when a dialog opens, and start loading when its button is pointed at, focused or touched.
import {
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
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
import { toast } from './toast-store';

let parts: typeof Parts | undefined;
let loading: Promise<typeof Parts> | undefined;
/** Loads the parts once; a failed load (no connection, a build replaced since) is tried again at the next open. */
const loadParts = () =>
  (loading ??= import('./dialog-parts').then(
    (module) => (parts = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
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
  // The latest handler, for a setOpen that stays the same from one render to the next.
  const onChange = useRef(onOpenChange);
  useLayoutEffect(() => {
    onChange.current = onOpenChange;
  });
  const isControlled = controlled !== undefined;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!isControlled) setUncontrolled(next);
      onChange.current?.(next);
    },
    [isControlled],
  );
  const state: DialogState = { open: controlled ?? uncontrolled, setOpen, opener };
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

type TriggerChild = ReactElement<{
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: unknown) => void;
  onFocus?: (event: unknown) => void;
  onTouchStart?: (event: unknown) => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
}>;

/** Its one child (a button) opens the dialog. */
export function DialogTrigger({ children }: { asChild: true; children: TriggerChild }) {
  const { open, setOpen, opener } = useDialog();
  const { onPointerEnter, onFocus, onTouchStart } = children.props;
  const andPreload = (own: ((event: unknown) => void) | undefined) => (event: unknown) => {
    own?.(event);
    preload();
  };
  return cloneElement(children, {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onPointerEnter: andPreload(onPointerEnter),
    onFocus: andPreload(onFocus),
    onTouchStart: andPreload(onTouchStart),
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      if (event.defaultPrevented) return;
      opener.current = event.currentTarget;
      setOpen(true);
    },
  });
}

/** The dialog itself, in a portal over the page, while it is open (once its parts have loaded). */
export function DialogContent(props: Parts.DialogContentProps) {
  const { open, setOpen, opener } = useDialog();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!open || parts) return;
    let current = true;
    loadParts().then(
      () => {
        if (current) setLoaded(true);
      },
      () => {
        if (!current) return;
        setOpen(false);
        toast({
          title: 'This could not open',
          description: 'Check your connection and try again.',
          variant: 'destructive',
        });
      },
    );
    return () => {
      current = false;
    };
  }, [open, setOpen]);
  if (!open || !parts) return null;
  return <parts.OpenDialog {...props} onOpenChange={setOpen} returnFocusTo={opener.current} />;
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
