import { describe, expect, it } from 'vitest';
import { frameOfTimestamp, framesToEvict, keyframeAtOrBefore, nextRun, windowAround, windowReach, type PlanInput } from '../../../src/ui/playback/frame-window';

const MB = 1024 * 1024;
/** A 30 fps clip of 180 frames with a keyframe every second. */
const KEYFRAMES = [0, 30, 60, 90, 120, 150];
const REACH = { ahead: 20, behind: 20 };

const holding = (...ranges: [number, number][]) => {
  const held = new Set<number>();
  for (const [first, last] of ranges) for (let frame = first; frame <= last; frame += 1) held.add(frame);
  return (frame: number) => held.has(frame);
};

const plan = (input: Partial<PlanInput> & Pick<PlanInput, 'playhead'>) =>
  nextRun({ window: windowAround(input.playhead, 180, REACH), has: () => false, keyframes: KEYFRAMES, cursor: null, reach: REACH, ...input });

describe('Issue 11 decoded frames around the playhead: the window', () => {
  it('holds up to two groups of pictures on each side, fewer when the frames would not fit in the memory budget, never under two', () => {
    expect(windowReach(30, 320 * 180 * 1.5, 96 * MB)).toEqual({ ahead: 60, behind: 60 });
    expect(windowReach(30, 1280 * 720 * 1.5, 96 * MB)).toEqual({ ahead: 36, behind: 36 });
    expect(windowReach(30, 3840 * 2160 * 1.5, 96 * MB)).toEqual({ ahead: 4, behind: 4 });
    expect(windowReach(30, 7680 * 4320 * 1.5, 96 * MB)).toEqual({ ahead: 2, behind: 2 });
  });

  it('spans the reach around the playhead, cut at the clip’s first and last frames', () => {
    expect(windowAround(50, 180, REACH)).toEqual({ first: 30, last: 70 });
    expect(windowAround(5, 180, REACH)).toEqual({ first: 0, last: 25 });
    expect(windowAround(175, 180, REACH)).toEqual({ first: 155, last: 179 });
  });

  it('closes the frames that fell out of the window, and only those', () => {
    expect(framesToEvict([10, 29, 30, 50, 70, 71, 100], { first: 30, last: 70 })).toEqual([10, 29, 71, 100]);
  });

  it('finds the keyframe a frame decodes from', () => {
    expect(keyframeAtOrBefore(59, KEYFRAMES)).toBe(30);
    expect(keyframeAtOrBefore(60, KEYFRAMES)).toBe(60);
    expect(keyframeAtOrBefore(7, [])).toBe(0);
  });
});

describe('Issue 11 decoded frames around the playhead: what to decode next', () => {
  it('first the playhead’s own frame and the frames after it, to the end of the window', () => {
    expect(plan({ playhead: 50 })).toEqual({ first: 50, last: 70 });
    expect(plan({ playhead: 50, has: holding([50, 55]) })).toEqual({ first: 56, last: 70 });
  });

  it('goes on ahead one frame at a time when the decode under way is on the next missing frame, without reopening from a keyframe', () => {
    expect(plan({ playhead: 51, has: holding([30, 70]), cursor: 71 })).toEqual({ first: 71, last: 71 });
  });

  it('tops up ahead only once fewer than half of the frames ahead are left (no decode from a keyframe for each step)', () => {
    expect(plan({ playhead: 51, has: holding([30, 70]) })).toBeNull();
    expect(plan({ playhead: 62, has: holding([30, 70]) })).toEqual({ first: 71, last: 82 });
  });

  it('behind: the group of pictures nearest the playhead first, once fewer than half the frames behind are left', () => {
    // Stepping back from 70 to 45: 30–44 held behind, enough.
    expect(plan({ playhead: 45, has: holding([30, 70]) })).toBeNull();
    // At 35 only 30–34 are left behind: decode 15–29 (from their keyframe at 0), the window's frames of the GOP before.
    expect(plan({ playhead: 35, has: holding([30, 55]) })).toEqual({ first: 15, last: 29 });
    // Across a keyframe: at 62 with 61–82 held, the missing 42–60 are decoded from the keyframe at 60 first, then from 30.
    expect(plan({ playhead: 62, has: holding([61, 82]) })).toEqual({ first: 60, last: 60 });
    expect(plan({ playhead: 62, has: holding([60, 82]) })).toEqual({ first: 42, last: 59 });
  });

  it('needs nothing when the whole window is held, or at the clip’s ends', () => {
    expect(plan({ playhead: 50, has: holding([30, 70]) })).toBeNull();
    expect(plan({ playhead: 0, has: holding([0, 20]) })).toBeNull();
    expect(plan({ playhead: 179, has: holding([159, 179]) })).toBeNull();
  });
});

describe('Issue 11 decoded frames: a frame’s number from its container timestamp, as the player counts frames', () => {
  const ntsc = { firstFrameTime: 0, frameDuration: 1001 / 30000, frameCount: 90 };

  it('maps whole-millisecond WebM timestamps at 29.97 fps to their frames (frame 3 is stored as 0.100 s)', () => {
    expect(frameOfTimestamp(0.1, ntsc)).toBe(3);
    expect(frameOfTimestamp(0.067, ntsc)).toBe(2);
    expect(frameOfTimestamp(89 * (1001 / 30000), ntsc)).toBe(89);
  });

  it('counts from the video’s first frame time', () => {
    expect(frameOfTimestamp(0.0667 + 2 / 30, { firstFrameTime: 0.0667, frameDuration: 1 / 30, frameCount: 90 })).toBe(2);
  });

  it('trusts no timestamp outside the clip’s frames or far between two frames', () => {
    expect(frameOfTimestamp(-1 / 30, ntsc)).toBeNull();
    expect(frameOfTimestamp(90 * (1001 / 30000), ntsc)).toBeNull();
    expect(frameOfTimestamp(2.5 / 30, { firstFrameTime: 0, frameDuration: 1 / 30, frameCount: 90 })).toBeNull();
    expect(frameOfTimestamp(Number.NaN, ntsc)).toBeNull();
  });
});
