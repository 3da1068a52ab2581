// Test-only fault injection: a test makes the server throw, or die, at a named step of a money flow. Off in production.

/** The step boundaries of a checkout, in order; a fault fires just after the step. */
export const CHECKOUT_FAULT_POINTS = [
  /** The attempt, its hold, pending charge and reconcile job are committed. */
  'checkout.attempt-written',
  /** The gateway answered: customer created. */
  'checkout.customer-created',
  /** The gateway answered: card stored. */
  'checkout.card-stored',
  /** The stored card is written on the subscription. */
  'checkout.card-saved',
  /** The gateway answered the charge (paid or declined). */
  'checkout.charge-answered',
  /** The payment is written on the attempt and its charge. */
  'checkout.payment-recorded',
  /** Account, subscription, order and e-mails are committed. */
  'checkout.settled',
] as const;

/** The step boundaries of a gift card's purchase (issue 44), in order. */
export const GIFT_CARD_FAULT_POINTS = [
  /** The card's row (the attempt) and its reconcile job are committed. */
  'gift-card.attempt-written',
  /** The gateway answered the charge (paid or declined). */
  'gift-card.charge-answered',
  /** The payment, the receipt and the delivery job are committed. */
  'gift-card.paid',
] as const;

export type CheckoutFaultPoint = (typeof CHECKOUT_FAULT_POINTS)[number];
export type FaultPoint = CheckoutFaultPoint | (typeof GIFT_CARD_FAULT_POINTS)[number];

export interface Faults {
  /** Called at each step boundary; a test's injector throws or kills the process there. */
  at(point: FaultPoint): void;
}

export const noFaults: Faults = { at: () => undefined };

/** A fault that stands for a crash inside a request: what follows it does not run. */
export class InjectedFault extends Error {
  override name = 'InjectedFault';
}

/** Throws at one point, once (the restart that follows must run clean). */
export function throwOnceAt(point: FaultPoint): Faults & { fired: boolean } {
  const faults = {
    fired: false,
    at(reached: FaultPoint) {
      if (reached !== point || faults.fired) return;
      faults.fired = true;
      throw new InjectedFault(`injected fault at ${point}`);
    },
  };
  return faults;
}

/** `TEST_FAULT=<point>:kill` (only with NODE_ENV=test): the process dies with SIGKILL at that point. */
export function faultsFromEnv(value: string | undefined): Faults {
  if (!value) return noFaults;
  const [point, action] = value.split(':');
  const points: readonly string[] = [...CHECKOUT_FAULT_POINTS, ...GIFT_CARD_FAULT_POINTS];
  if (!points.includes(point ?? '') || action !== 'kill') {
    throw new Error(`TEST_FAULT must be <point>:kill with a point of ${points.join(', ')}`);
  }
  return {
    at(reached) {
      if (reached === point) process.kill(process.pid, 'SIGKILL');
    },
  };
}
