// The launch as it stands: the phase by the app's clock and the spots it has left, from the count checkout uses.
import type { LaunchState } from '../../../contracts/launch';
import { launchPhaseAt, type LaunchDates, type LaunchPhase } from '../../../domain/launch';
import type { Clock } from '../../clock';

/** Spots of a phase that someone holds at an instant: checkout's own count, composed in app.ts. */
export type HeldSpots = (phase: LaunchPhase, now: Date) => Promise<number>;

export function createLaunchService(deps: {
  clock: Clock;
  launch: { betaBannerCutoff: string; inviteOnlyStart: string };
  capacity: Record<LaunchPhase, number>;
  heldSpots: HeldSpots;
}) {
  const dates: LaunchDates = {
    betaBannerCutoff: new Date(deps.launch.betaBannerCutoff),
    inviteOnlyStart: new Date(deps.launch.inviteOnlyStart),
  };

  return {
    async state(now: Date = deps.clock.now()): Promise<LaunchState> {
      const phase = launchPhaseAt(now, dates);
      const capacity = deps.capacity[phase];
      const spotsLeft = Math.max(0, capacity - (await deps.heldSpots(phase, now)));
      return { phase, capacity, spotsLeft, atCapacity: spotsLeft === 0 };
    },
  };
}

export type LaunchService = ReturnType<typeof createLaunchService>;
