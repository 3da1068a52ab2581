// The design system's collapsible list: questions whose answers open in place, each a heading's button and a region
// (WAI-ARIA's accordion pattern), any number open at once; Up and Down move between the questions, Home and End go
// to the first and the last. Written out rather than Radix Accordion (decision 0026): the FAQ shows twenty of them,
// and Radix's ten components per question were most of the page's hydration on a slow phone.
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';

interface ListState {
  isOpen: (value: string) => boolean;
  toggle: (value: string) => void;
}

interface ItemState {
  open: boolean;
  triggerId: string;
  contentId: string;
  toggle: () => void;
}

const ListContext = createContext<ListState | null>(null);
const ItemContext = createContext<ItemState | null>(null);

function useItem(): ItemState {
  const item = useContext(ItemContext);
  if (!item) throw new Error('An accordion part belongs inside an AccordionItem');
  return item;
}

const stateOf = (open: boolean) => (open ? 'open' : 'closed');

/** The questions' triggers of this list, in order: where Up, Down, Home and End move the focus. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const list = event.currentTarget.closest('[data-accordion]');
  if (!list) return;
  const triggers = [
    ...list.querySelectorAll<HTMLButtonElement>('button[data-accordion-trigger]:not(:disabled)'),
  ];
  const at = triggers.indexOf(event.currentTarget);
  const last = triggers.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? (at + 1) % triggers.length
          : (at - 1 + triggers.length) % triggers.length;
  event.preventDefault();
  triggers[next]?.focus();
}

/** The list; any number of its questions may be open (the FAQ's only use). */
export function Accordion({
  type: _type,
  className,
  children,
}: {
  type: 'multiple';
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (value: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(value)) next.add(value);
        return next;
      }),
    [],
  );
  const state = useMemo<ListState>(() => ({ isOpen: (value) => open.has(value), toggle }), [open, toggle]);
  return (
    <ListContext.Provider value={state}>
      <div data-accordion="" className={className}>
        {children}
      </div>
    </ListContext.Provider>
  );
}

export function AccordionItem({
  value,
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<'div'> & { value: string }) {
  const list = useContext(ListContext);
  if (!list) throw new Error('An AccordionItem belongs inside an Accordion');
  const id = useId();
  const open = list.isOpen(value);
  const { toggle } = list;
  const item = useMemo<ItemState>(
    () => ({ open, triggerId: `${id}trigger`, contentId: `${id}content`, toggle: () => toggle(value) }),
    [open, id, toggle, value],
  );
  return (
    <ItemContext.Provider value={item}>
      <div
        data-state={stateOf(open)}
        className={cn(
          'rounded-2xl border border-forest-900/10 bg-white shadow-sm transition-shadow data-[state=open]:shadow-md',
          className,
        )}
        {...props}
      >
        {children}
      </div>
    </ItemContext.Provider>
  );
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
}: {
  className?: string;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const { open, triggerId, contentId, toggle } = useItem();
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading className="m-0" data-state={stateOf(open)}>
      <button
        type="button"
        id={triggerId}
        aria-expanded={open}
        aria-controls={contentId}
        data-state={stateOf(open)}
        data-accordion-trigger=""
        onClick={toggle}
        onKeyDown={moveFocus}
        className={cn(
          'group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-forest-950 hover:text-forest-700 sm:px-6 sm:py-5',
          className,
        )}
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
      </button>
    </Heading>
  );
}

/** The answer: a region named by its question, in the page only while open (as Radix left it). */
export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  const { open, triggerId, contentId } = useItem();
  return (
    <div
      id={contentId}
      role="region"
      aria-labelledby={triggerId}
      data-state={stateOf(open)}
      hidden={!open}
      className="overflow-hidden"
    >
      {open && (
        <div className={cn('px-5 pb-5 leading-relaxed text-ink/80 sm:px-6', className)}>{children}</div>
      )}
    </div>
  );
}
