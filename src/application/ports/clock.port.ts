import type { SchedulerLike } from 'rxjs';

/** Every delay in the app goes through the clock, so tests can drive time. */
export interface Clock {
  now(): number;
  readonly scheduler: SchedulerLike;
}

/** A promise that settles after `ms` on the clock's scheduler. */
export function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => {
    clock.scheduler.schedule(() => resolve(), ms);
  });
}
