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
