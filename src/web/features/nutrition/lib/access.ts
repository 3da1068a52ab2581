// Who may use the tracker (spec sections 4 and 6): an active or trialing subscription on either plan; everyone else
// sees why not and the one step that changes it.
export type TrackerAccess =
  | { kind: 'entitled' }
  | { kind: 'signed-out' }
  | { kind: 'no-subscription' }
  | { kind: 'paused' }
  | { kind: 'past-due' }
  | { kind: 'ended' };

export type GateReason = Exclude<TrackerAccess, { kind: 'entitled' }>['kind'];

/** `status` is the subscription's status, null when the account has none (GET /api/subscription answered 404). */
export function trackerAccess(signedIn: boolean, status: string | null): TrackerAccess {
  if (!signedIn) return { kind: 'signed-out' };
  if (status === null) return { kind: 'no-subscription' };
  if (status === 'active' || status === 'trialing') return { kind: 'entitled' };
  if (status === 'paused') return { kind: 'paused' };
  if (status === 'past_due') return { kind: 'past-due' };
  return { kind: 'ended' };
}
