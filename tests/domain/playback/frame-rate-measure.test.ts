import { describe, expect, it } from 'vitest';
import {
  estimateFromConsecutive,
  refineEstimate,
  safeSpan,
  snapFrameDuration,
  type FrameDurationEstimate,
} from '../../../src/domain/playback/frame-rate-measure';

/** A container's timestamp for frame n: exact (MP4, microseconds) or rounded to the millisecond (WebM). */
const stamp = (frame: number, fps: number, webm: boolean) => (webm ? Math.round((frame / fps) * 1000) / 1000 : Math.round((frame / fps) * 1e6) / 1e6);

/** The measurement the player makes: two consecutive frames, then ever further ones, then the last. */
function measure(fps: number, frameCount: number, webm: boolean): { duration: number; lastFrame: number } {
  let estimate = estimateFromConsecutive(stamp(0, fps, webm), stamp(1, fps, webm))!;
  for (;;) {
    const span = safeSpan(estimate);
    if (span + 1 >= frameCount) break;
    estimate = refineEstimate(estimate, 0, stamp(span, fps, webm));
  }
  const last = stamp(frameCount - 1, fps, webm);
  const lastFrame = Math.round(last / estimate.duration);
  return { duration: snapFrameDuration(refineEstimate(estimate, 0, last)), lastFrame };
}

describe('Issue 11 frame rate measured from the video’s own frames', () => {
  it('starts from two consecutive frames and refuses two equal timestamps', () => {
    expect(estimateFromConsecutive(0, 0.017)).toEqual({ duration: 0.017, span: 1 });
    expect(estimateFromConsecutive(0.5, 0.5)).toBeNull();
  });

  it('looks further only as far as the frame number stays certain with millisecond timestamps', () => {
    // One 17 ms gap at 60 fps may be 1 ms off: frame 6 is certain, frame 30 would not be.
    const first: FrameDurationEstimate = { duration: 0.017, span: 1 };
    expect(safeSpan(first)).toBe(6);
    expect(refineEstimate(first, 0, stamp(6, 60, true))).toEqual({ duration: 0.1 / 6, span: 6 });
    expect(safeSpan({ duration: 1 / 60, span: 6 })).toBe(40);
    // A tiny gap still moves on by at least one frame.
    expect(safeSpan({ duration: 0.001, span: 3 })).toBe(4);
  });

  it('ignores a frame that tells nothing new', () => {
    const estimate: FrameDurationEstimate = { duration: 1 / 30, span: 10 };
    expect(refineEstimate(estimate, 0, 5 / 30)).toBe(estimate);
  });

  it.each([
    [24, 72],
    [30, 90],
    [60, 180],
    [30000 / 1001, 90],
    [24000 / 1001, 3600],
    [60000 / 1001, 216_000],
    [25, 90_000],
  ])('finds %d fps exactly over %d frames, from MP4 and from millisecond-rounded WebM timestamps', (fps, frameCount) => {
    for (const webm of [false, true]) {
      const { duration, lastFrame } = measure(fps, frameCount, webm);
      expect(duration).toBe(1 / fps);
      expect(lastFrame).toBe(frameCount - 1);
    }
  });

  it('keeps a rate that is no standard one as measured', () => {
    const { duration, lastFrame } = measure(15, 45, false);
    expect(duration).toBeCloseTo(1 / 15, 7);
    expect(lastFrame).toBe(44);
    expect(snapFrameDuration({ duration: 1 / 59.9, span: 300 })).toBeCloseTo(1 / 59.9, 12);
  });
});
