import { describe, expect, it } from 'vitest';
import {
  clampFrame,
  formatTimecode,
  frameAtTime,
  frameOfPresentation,
  frameStartTime,
  PLAYBACK_SPEEDS,
  positionShare,
  seekTargetOf,
  stepSpeed,
  type FrameTiming,
} from '../../../src/domain/playback/frame-timing';

const ntsc: FrameTiming = { firstFrameTime: 0, frameDuration: 1001 / 30000, frameCount: 90 };
const sixty: FrameTiming = { firstFrameTime: 0, frameDuration: 1 / 60, frameCount: 180 };

describe('Issue 11 frame maths', () => {
  it('seeks to the middle of a frame, (n + 0.5) / fps, after the first frame’s time', () => {
    expect(seekTargetOf(0, sixty)).toBeCloseTo(0.5 / 60, 12);
    expect(seekTargetOf(10, ntsc)).toBeCloseTo((10.5 * 1001) / 30000, 12);
    expect(seekTargetOf(2, { ...sixty, firstFrameTime: 0.1 })).toBeCloseTo(0.1 + 2.5 / 60, 12);
  });

  it('keeps frames in [0, frameCount − 1], whole', () => {
    expect(clampFrame(-1, sixty)).toBe(0);
    expect(clampFrame(180, sixty)).toBe(179);
    expect(clampFrame(179, sixty)).toBe(179);
    expect(clampFrame(12.4, sixty)).toBe(12);
    expect(clampFrame(Number.POSITIVE_INFINITY, sixty)).toBe(179);
    expect(seekTargetOf(500, sixty)).toBeCloseTo(179.5 / 60, 12);
    expect(clampFrame(3, { ...sixty, frameCount: 1 })).toBe(0);
  });

  it('numbers the frame the video presented from its media time, millisecond-rounded WebM timestamps included', () => {
    expect(frameOfPresentation(0, ntsc)).toBe(0);
    expect(frameOfPresentation(0.033367, ntsc)).toBe(1);
    // WebM: frame 3 at 29.97 fps (0.1001 s) is stored as 0.1 s; frame 1 at 60 fps as 0.017 s.
    expect(frameOfPresentation(0.1, ntsc)).toBe(3);
    expect(frameOfPresentation(0.017, sixty)).toBe(1);
    expect(frameOfPresentation(2.97, ntsc)).toBe(89);
    expect(frameOfPresentation(2.983, sixty)).toBe(179);
  });

  it('finds the frame on screen at a playback position: the last one started, even a millisecond-rounded start', () => {
    expect(frameAtTime(0.015, sixty)).toBe(0);
    expect(frameAtTime(0.0167, sixty)).toBe(1);
    expect(frameAtTime(0.1, ntsc)).toBe(3);
    expect(frameAtTime(0.098, ntsc)).toBe(2);
    expect(frameAtTime(10, ntsc)).toBe(89);
    expect(frameStartTime(3, ntsc)).toBeCloseTo(0.1001, 12);
  });

  it('has the speeds 0.25× to 2× and steps through them, staying at the ends', () => {
    expect(PLAYBACK_SPEEDS).toEqual([0.25, 0.5, 0.75, 1, 1.25, 1.5, 2]);
    expect(stepSpeed(1, 1)).toBe(1.25);
    expect(stepSpeed(1, -1)).toBe(0.75);
    expect(stepSpeed(2, 1)).toBe(2);
    expect(stepSpeed(0.25, -1)).toBe(0.25);
  });

  it('writes the time as "mm:ss.mmm · frame n"', () => {
    expect(formatTimecode(0, 0)).toBe('00:00.000 · frame 0');
    expect(formatTimecode(frameStartTime(3, ntsc), 3)).toBe('00:00.100 · frame 3');
    expect(formatTimecode(61.2345, 1834)).toBe('01:01.235 · frame 1834');
    expect(formatTimecode(4503.12, 135000)).toBe('75:03.120 · frame 135000');
    expect(formatTimecode(59.9996, 1)).toBe('01:00.000 · frame 1');
  });

  it('places a marker along the clip by the frame at its time', () => {
    expect(positionShare(0, sixty)).toBe(0);
    expect(positionShare(179 / 60, sixty)).toBe(1);
    expect(positionShare(1.5, sixty)).toBeCloseTo(90 / 179, 12);
    expect(positionShare(1, { ...sixty, frameCount: 1 })).toBe(0);
  });
});
