/**
 * Which decoded frames the player holds around the playhead and which to decode next: pure
 * decisions for the frame cache (decoded-frame-cache.ts), in frame numbers.
 *
 * Decoding runs forward only, from a keyframe: a frame behind the playhead costs its group of
 * pictures (GOP) from the keyframe. So the frames behind are decoded one GOP at a time, the one
 * nearest the playhead first, and a side is topped up only once fewer than half of its frames are
 * left (stepping one frame does not start a decode from a keyframe each time). Ahead, a decode
 * already positioned on the next missing frame simply goes on.
 */

/** What the cache may hold: frames `first` to `last`, both included. */
export interface FrameWindow {
  readonly first: number;
  readonly last: number;
}

/** A run of frames to decode, `first` to `last` included, in that order. */
export type DecodeRun = FrameWindow;

/** How many frames to hold on each side of the playhead. */
export interface WindowReach {
  readonly ahead: number;
  readonly behind: number;
}

/** The most held on one side: two groups of pictures. */
const GOPS_EACH_SIDE = 2;
/** The least held on one side, whatever the budget. */
const MIN_EACH_SIDE = 2;

/**
 * How far the window reaches: up to two GOPs each side, fewer when the frames would not fit in
 * `budgetBytes` (a 720p frame is 1.4 MB, a 4K one 12 MB).
 */
export function windowReach(gopFrames: number, bytesPerFrame: number, budgetBytes: number): WindowReach {
  const byBudget = Math.floor(budgetBytes / Math.max(1, bytesPerFrame) / 2);
  const side = Math.max(MIN_EACH_SIDE, Math.min(GOPS_EACH_SIDE * Math.max(1, Math.round(gopFrames)), byBudget));
  return { ahead: side, behind: side };
}

/** The frames to hold around `playhead` in a clip of `frameCount` frames. */
export function windowAround(playhead: number, frameCount: number, reach: WindowReach): FrameWindow {
  const last = Math.max(0, frameCount - 1);
  const at = Math.min(last, Math.max(0, playhead));
  return { first: Math.max(0, at - reach.behind), last: Math.min(last, at + reach.ahead) };
}

/** The held frames outside the window: to close. */
export function framesToEvict(held: Iterable<number>, window: FrameWindow): number[] {
  return [...held].filter((frame) => frame < window.first || frame > window.last);
}

/** The keyframe at or before `frame` (frame numbers, sorted); 0 when none is known. */
export function keyframeAtOrBefore(frame: number, keyframes: readonly number[]): number {
  let found = 0;
  for (const key of keyframes) {
    if (key > frame) break;
    found = key;
  }
  return found;
}

export interface PlanInput {
  readonly playhead: number;
  readonly window: FrameWindow;
  /** Whether a frame is decoded already (or known not to exist: nothing to decode there). */
  readonly has: (frame: number) => boolean;
  /** The frame numbers of the clip's keyframes, sorted. */
  readonly keyframes: readonly number[];
  /** The frame an open decode would yield next, or null when none is open. */
  readonly cursor: number | null;
  readonly reach: WindowReach;
}

/**
 * The next run to decode, or null when the window needs nothing now. In order: the playhead's own
 * frame onward; the frames ahead when a decode is positioned on them or fewer than half the reach
 * is left; the GOP behind nearest the playhead when fewer than half the reach is left behind.
 */
export function nextRun({ playhead, window, has, keyframes, cursor, reach }: PlanInput): DecodeRun | null {
  const at = Math.min(window.last, Math.max(window.first, playhead));
  let aheadHeld = 0;
  while (at + aheadHeld <= window.last && has(at + aheadHeld)) aheadHeld += 1;
  const firstMissingAhead = at + aheadHeld;
  if (firstMissingAhead <= window.last && (aheadHeld === 0 || cursor === firstMissingAhead || aheadHeld < Math.ceil(reach.ahead / 2))) {
    let last = firstMissingAhead;
    while (last + 1 <= window.last && !has(last + 1)) last += 1;
    return { first: firstMissingAhead, last };
  }
  let behindHeld = 0;
  while (at - 1 - behindHeld >= window.first && has(at - 1 - behindHeld)) behindHeld += 1;
  const topMissingBehind = at - 1 - behindHeld;
  if (topMissingBehind >= window.first && behindHeld < Math.ceil(reach.behind / 2)) {
    let first = topMissingBehind;
    const key = keyframeAtOrBefore(topMissingBehind, keyframes);
    while (first - 1 >= Math.max(window.first, key) && !has(first - 1)) first -= 1;
    return { first, last: topMissingBehind };
  }
  return null;
}

/**
 * The frame a decoded frame's timestamp belongs to, by the player's own timing (the frame the
 * `<video>` reports for the same timestamp), or null when it is no frame of the timing or lies too
 * far between two (then the player does not trust it and waits for the video).
 */
export function frameOfTimestamp(timestamp: number, timing: { readonly firstFrameTime: number; readonly frameDuration: number; readonly frameCount: number }): number | null {
  const position = (timestamp - timing.firstFrameTime) / timing.frameDuration;
  const frame = Math.round(position);
  if (!Number.isFinite(position) || frame < 0 || frame >= timing.frameCount) return null;
  return Math.abs(position - frame) <= MAX_OFFSET_SHARE ? frame : null;
}

/** How far from its frame's start (a share of a frame) a timestamp may lie: WebM's whole milliseconds at 60 fps are 0.06 off. */
const MAX_OFFSET_SHARE = 0.25;
