import { describe, expect, it } from 'vitest';
import { factsFromMetadata, thumbnailSize } from '../../../src/adapters/browser/html-video-facts-reader.adapter';
import { thumbnailTime } from '../../../src/domain/videos/video';

describe('Video facts read in the browser (pure parts; the <video> + canvas path runs in Chromium)', () => {
  it('Issue 10.3 a loaded clip gives its duration (ms precision), width and height', () => {
    expect(factsFromMetadata({ duration: 12.34567, videoWidth: 1920, videoHeight: 1080 })).toEqual({ decodable: true, durationS: 12.346, width: 1920, height: 1080, thumbnailPath: null });
  });

  it('Issue 10.3 no metadata, an infinite or zero duration, or no frame size: undecodable (stored as needs_repair)', () => {
    expect(factsFromMetadata(null)).toEqual({ decodable: false });
    expect(factsFromMetadata({ duration: Infinity, videoWidth: 640, videoHeight: 360 })).toEqual({ decodable: false });
    expect(factsFromMetadata({ duration: 0, videoWidth: 640, videoHeight: 360 })).toEqual({ decodable: false });
    expect(factsFromMetadata({ duration: 3, videoWidth: 0, videoHeight: 0 })).toEqual({ decodable: false });
  });

  it('Issue 10.3 the thumbnail is the frame at 10 % of the clip, scaled to fit 320 px, never upscaled', () => {
    expect(thumbnailTime(40)).toBe(4);
    expect(thumbnailSize(1920, 1080)).toEqual({ width: 320, height: 180 });
    expect(thumbnailSize(1080, 1920)).toEqual({ width: 180, height: 320 });
    expect(thumbnailSize(200, 100)).toEqual({ width: 200, height: 100 });
  });
});
