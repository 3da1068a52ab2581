// Launch phases: the beta, then the invite-only launch. Time is always passed in, never read here.

export interface LaunchDates {
  /** Beta banner is shown strictly before this instant. */
  betaBannerCutoff: Date;
  /** Invite-only launch starts at this instant; before it the product is in beta. */
  inviteOnlyStart: Date;
}

export type LaunchPhase = 'beta' | 'inviteOnly';

/** The spec's dates (sections 4 and 9), as midnight in Irving (America/Chicago, CDT in July/August). */
export const DEFAULT_LAUNCH_DATES: LaunchDates = {
  betaBannerCutoff: new Date('2024-07-04T05:00:00Z'),
  inviteOnlyStart: new Date('2025-08-01T05:00:00Z'),
};

export function launchPhaseAt(now: Date, dates: LaunchDates): LaunchPhase {
  return now.getTime() < dates.inviteOnlyStart.getTime() ? 'beta' : 'inviteOnly';
}

export function isBetaBannerVisible(now: Date, dates: LaunchDates): boolean {
  return now.getTime() < dates.betaBannerCutoff.getTime();
}
