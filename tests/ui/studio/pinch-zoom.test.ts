import { describe, expect, it } from 'vitest';
import { pinch, UNZOOMED } from '../../../src/ui/studio/pinch-zoom';

const stage = { left: 0, top: 0, width: 640, height: 360 };

describe('Issue 11 mobile studio pinch zoom and pan', () => {
  it('Issue 11 spreading two fingers around the centre zooms about it; the picture under the fingers stays under them', () => {
    const zoomed = pinch(UNZOOMED, [{ x: 270, y: 180 }, { x: 370, y: 180 }], [{ x: 220, y: 180 }, { x: 420, y: 180 }], stage);
    expect(zoomed).toEqual({ scale: 2, x: -320, y: -180 });
  });

  it('Issue 11 zoom stays between 1× and 4×, and a pan never shows past the frame’s edges', () => {
    expect(pinch(UNZOOMED, [{ x: 0, y: 0 }, { x: 100, y: 0 }], [{ x: 0, y: 0 }, { x: 10, y: 0 }], stage).scale).toBe(1);
    expect(pinch(UNZOOMED, [{ x: 0, y: 0 }, { x: 10, y: 0 }], [{ x: 0, y: 0 }, { x: 100, y: 0 }], stage).scale).toBe(4);
    const zoomed = { scale: 2, x: -320, y: -180 };
    const panned = pinch(zoomed, [{ x: 100, y: 100 }, { x: 200, y: 100 }], [{ x: 900, y: 100 }, { x: 1000, y: 100 }], { left: -320, top: -180, width: 1280, height: 720 });
    expect(panned).toEqual({ scale: 2, x: 0, y: -180 });
  });
});
