// Launch phases: the beta, then the invite-only launch. Time is always passed in, never read here.

export interface LaunchDates {
  /** Beta banner is shown strictly before this instant. */
  betaBannerCutoff: Date;
  /** Invite-only launch starts at this instant; before it the product is in beta. */
  inviteOnlyStart: Date;
}

export type LaunchPhase = 'beta' | 'inviteOnly';

export function launchPhaseAt(now: Date, dates: LaunchDates): LaunchPhase {
  return now.getTime() < dates.inviteOnlyStart.getTime() ? 'beta' : 'inviteOnly';
}

export function isBetaBannerVisible(now: Date, dates: LaunchDates): boolean {
  return now.getTime() < dates.betaBannerCutoff.getTime();
}

/** Where a phase stands at an instant: the words the launch journey, /subscribe and /waitlist use. */
export type PhaseStatus = 'upcoming' | 'active' | 'completed';

/** The beta runs until the banner cutoff; the invite-only launch is upcoming before its start and active from it. */
export function phaseStatusesAt(
  now: Date,
  dates: LaunchDates,
): { beta: 'active' | 'completed'; inviteOnly: 'upcoming' | 'active' } {
  return {
    beta: isBetaBannerVisible(now, dates) ? 'active' : 'completed',
    inviteOnly: launchPhaseAt(now, dates) === 'inviteOnly' ? 'active' : 'upcoming',
  };
}

/** How many spots a phase has free, as the people who might take one read it. */
export function spotsLeftText(spotsLeft: number, capacity: number): string {
  if (spotsLeft <= 0) return `All ${capacity} spots taken`;
  return `${spotsLeft} of ${capacity} ${capacity === 1 ? 'spot' : 'spots'} left`;
}
