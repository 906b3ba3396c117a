/**
 * Measuring a clip's frame rate from the frames the video itself presents.
 *
 * The player seeks and reads each presented frame's media time (requestVideoFrameCallback's
 * mediaTime, the frame's timestamp from the container). Two consecutive frames give a first
 * frame duration; a frame further away, whose number that estimate still tells without doubt,
 * makes it more exact, and so on up to the last frame, which also gives the frame count.
 * Timestamps can be rounded to the millisecond (WebM), so one frame-to-frame gap at 60 fps is
 * 17 ms or 16 ms; across the whole clip the error shrinks below a microsecond a frame.
 * Variable frame rate clips are not supported: the player assumes one constant rate.
 */

/** How far a container timestamp may be from the true time: WebM's default 1 ms timecode scale. */
export const TIMESTAMP_PRECISION_S = 0.001;

export interface FrameDurationEstimate {
  /** Seconds from one frame to the next. */
  readonly duration: number;
  /** How many frames apart the two timestamps were that gave it (its error is precision / span). */
  readonly span: number;
}

/** The estimate from two consecutive frames' timestamps. */
export function estimateFromConsecutive(first: number, second: number): FrameDurationEstimate | null {
  const duration = second - first;
  return duration > 0 ? { duration, span: 1 } : null;
}

/**
 * How many frames after the first the next measurement may land while its frame number is still
 * certain: the accumulated error (frames × precision / span) stays under 0.4 of a frame.
 */
export function safeSpan(estimate: FrameDurationEstimate): number {
  const safe = Math.floor((0.4 * estimate.duration * estimate.span) / TIMESTAMP_PRECISION_S);
  return Math.max(estimate.span + 1, safe);
}

/** The estimate made more exact by a frame seen at `seen`, `first` being frame 0's timestamp. */
export function refineEstimate(estimate: FrameDurationEstimate, first: number, seen: number): FrameDurationEstimate {
  const frames = Math.round((seen - first) / estimate.duration);
  if (frames <= estimate.span) return estimate;
  return { duration: (seen - first) / frames, span: frames };
}

/** The frame rates cameras and encoders write, as exact fractions. */
export const STANDARD_FRAME_RATES: readonly number[] = [
  24000 / 1001, 24, 25, 30000 / 1001, 30, 48, 50, 60000 / 1001, 60, 100, 120000 / 1001, 120, 240,
];

/** Closer than this to a standard rate, a measurement is that rate (half the 0.1 % gap between 59.94 and 60). */
const SNAP_SHARE = 0.0004;

/**
 * The exact standard frame duration the measurement stands for, if one is close enough and still
 * numbers the measured span's last frame the same; otherwise the measurement itself.
 */
export function snapFrameDuration(estimate: FrameDurationEstimate): number {
  for (const rate of STANDARD_FRAME_RATES) {
    const standard = 1 / rate;
    const close = Math.abs(estimate.duration / standard - 1) < SNAP_SHARE;
    const sameFrames = Math.round((estimate.duration * estimate.span) / standard) === estimate.span;
    if (close && sameFrames) return standard;
  }
  return estimate.duration;
}
