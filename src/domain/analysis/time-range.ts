import { err, ok, type Result } from '../result';
import { dataErrors, type DataError } from '../shared/data-error';

/** When a drawing shows, in seconds of the clip: from `start` to `end`, both included. */
export interface TimeRange {
  readonly start: number;
  readonly end: number;
}

/** A new drawing shows from the current frame to one second after. */
export const DEFAULT_RANGE_SECONDS = 1;

/**
 * The range a new drawing gets: from the current time to one second after, ending at the clip's
 * end when that comes first (`duration` in seconds, when known).
 */
export function defaultRange(currentTime: number, duration?: number | null): TimeRange {
  const start = Math.max(0, currentTime);
  const end = start + DEFAULT_RANGE_SECONDS;
  if (duration === undefined || duration === null || !Number.isFinite(duration)) return { start, end };
  return { start: Math.min(start, duration), end: Math.max(Math.min(start, duration), Math.min(end, duration)) };
}

/** Does a drawing with this range show at time `t`? */
export const visibleAt = (range: TimeRange, t: number): boolean => t >= range.start && t <= range.end;

export function validateRange(range: TimeRange): string | null {
  if (!Number.isFinite(range.start) || !Number.isFinite(range.end)) return 'Give the drawing a start and an end time.';
  if (range.start < 0) return 'A drawing cannot start before the clip.';
  if (range.end < range.start) return 'A drawing must end after it starts.';
  return null;
}

/** "Edit time range": either end moved (the other kept), refused when the range would be empty or before the clip. */
export function editRange(range: TimeRange, change: Partial<TimeRange>): Result<TimeRange, DataError> {
  const next = { start: change.start ?? range.start, end: change.end ?? range.end };
  const problem = validateRange(next);
  return problem ? err(dataErrors.invalid(problem)) : ok(next);
}
