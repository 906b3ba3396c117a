/**
 * Frame maths for a constant-frame-rate clip, in the video's own clock (seconds of media time).
 * Frame numbers are 0-based: frame 0 is the first picture of the clip.
 */
export interface FrameTiming {
  /** Media time of frame 0, as the video reports it (usually 0). */
  readonly firstFrameTime: number;
  /** Seconds from one frame to the next: 1 / frame rate. */
  readonly frameDuration: number;
  readonly frameCount: number;
}

/**
 * A time read from the browser (a currentTime, a marker) may sit a hair before the frame it means:
 * WebM stores timestamps in whole milliseconds, so frame 3 at 29.97 fps (0.1001 s) is stored as 0.1 s.
 */
const TIME_TOLERANCE_S = 0.001;

export const frameRateOf = (timing: FrameTiming): number => 1 / timing.frameDuration;

export const lastFrameOf = (timing: FrameTiming): number => Math.max(0, timing.frameCount - 1);

/** The nearest frame that exists: an integer in [0, frameCount - 1]. */
export function clampFrame(frame: number, timing: FrameTiming): number {
  if (!Number.isFinite(frame)) return frame > 0 ? lastFrameOf(timing) : 0;
  return Math.min(lastFrameOf(timing), Math.max(0, Math.round(frame)));
}

/** The frame whose presentation time the video reported (requestVideoFrameCallback's mediaTime). */
export function frameOfPresentation(mediaTime: number, timing: FrameTiming): number {
  return clampFrame((mediaTime - timing.firstFrameTime) / timing.frameDuration, timing);
}

/** The frame on screen at a playback position: the last one that started at or before it. */
export function frameAtTime(time: number, timing: FrameTiming): number {
  return clampFrame(Math.floor((time - timing.firstFrameTime + TIME_TOLERANCE_S) / timing.frameDuration), timing);
}

/** When a frame starts, in media time. */
export function frameStartTime(frame: number, timing: FrameTiming): number {
  return timing.firstFrameTime + clampFrame(frame, timing) * timing.frameDuration;
}

/**
 * Where to seek to show a frame: its middle, (n + 0.5) / fps. Seeking to its start, n / fps, lands
 * on the frame before about a third of the time in Chromium (rounding of the stored timestamps).
 */
export function seekTargetOf(frame: number, timing: FrameTiming): number {
  return timing.firstFrameTime + (clampFrame(frame, timing) + 0.5) * timing.frameDuration;
}

/** The player's speeds, slowest first. */
export const PLAYBACK_SPEEDS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
export const NORMAL_SPEED: PlaybackSpeed = 1;

export function isPlaybackSpeed(value: number): value is PlaybackSpeed {
  return (PLAYBACK_SPEEDS as readonly number[]).includes(value);
}

/** The next speed up (+1) or down (-1), staying at the ends of the list. */
export function stepSpeed(current: PlaybackSpeed, direction: 1 | -1): PlaybackSpeed {
  const index = PLAYBACK_SPEEDS.indexOf(current) + direction;
  return PLAYBACK_SPEEDS[Math.min(PLAYBACK_SPEEDS.length - 1, Math.max(0, index))]!;
}

/** "0.25×", "1×", "1.5×" */
export const speedLabel = (speed: number): string => `${speed}×`;

/** "mm:ss.mmm · frame n": minutes keep counting past 59 (75:03.120). */
export function formatTimecode(seconds: number, frame: number): string {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const minutes = Math.floor(totalMs / 60_000);
  const secs = Math.floor((totalMs % 60_000) / 1000);
  const ms = totalMs % 1000;
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(minutes, 2)}:${pad(secs, 2)}.${pad(ms, 3)} · frame ${frame}`;
}

/** Where a time sits along the clip, 0 (frame 0) to 1 (the last frame): a marker's place on the scrubber. */
export function positionShare(time: number, timing: FrameTiming): number {
  const last = lastFrameOf(timing);
  return last === 0 ? 0 : frameAtTime(time, timing) / last;
}
