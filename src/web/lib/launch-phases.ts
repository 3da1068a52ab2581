// Where the launch phases stand by the server's clock, and their dates as people read them (hydration-safe).
import { formatLongDate } from '../../domain/dates';
import { phaseStatusesAt, type LaunchDates } from '../../domain/launch';
import type { SiteConfig } from '../../contracts/site-config';
import { useServerClock, useSiteSettings } from './site-config';

function datesOf(config: Pick<SiteConfig, 'launch'>): LaunchDates {
  return {
    betaBannerCutoff: new Date(config.launch.betaBannerCutoff),
    inviteOnlyStart: new Date(config.launch.inviteOnlyStart),
  };
}

/** The beta active until its end, then completed; the invite-only launch upcoming until its start, then active. */
export function usePhaseStatuses() {
  const beta = useServerClock((now, config) => phaseStatusesAt(now, datesOf(config)).beta);
  const inviteOnly = useServerClock((now, config) => phaseStatusesAt(now, datesOf(config)).inviteOnly);
  return { beta, inviteOnly };
}

/** "July 4, 2024" and "August 1, 2025": when the beta ends and the invite-only launch starts. */
export function useLaunchDates() {
  const { launch } = useSiteSettings();
  return {
    betaEnds: formatLongDate(new Date(launch.betaBannerCutoff)),
    inviteOnlyStarts: formatLongDate(new Date(launch.inviteOnlyStart)),
  };
}
