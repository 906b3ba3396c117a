import { afterEach, describe, expect, it } from 'vitest';
import type { FrameTiming } from '../../../src/domain/playback/frame-timing';
import type { ClipDecoder, DecodedFrame } from '../../../src/ui/playback/clip-decoder';
import { DecodedFrameCache, FRAME_MEMORY_BUDGET_BYTES } from '../../../src/ui/playback/decoded-frame-cache';

const FPS = 30;
const FRAME_COUNT = 300;
/** A 1280 × 720 frame, 4:2:0. */
const BYTES_720P = 1280 * 720 * 1.5;
const timing: FrameTiming = { firstFrameTime: 0, frameDuration: 1 / FPS, frameCount: FRAME_COUNT };

/** A clip with a keyframe every second whose frames are counted while open. */
function fakeClip() {
  let open = 0;
  const decoder: ClipDecoder = {
    firstTimestamp: 0,
    keyTimestamps: Array.from({ length: FRAME_COUNT / FPS }, (_, second) => second),
    bytesPerFrame: BYTES_720P,
    async *frames(start) {
      for (let frame = Math.round(start * FPS); frame < FRAME_COUNT; frame += 1) {
        open += 1;
        yield { timestamp: frame / FPS, displayWidth: 1280, displayHeight: 720, draw: () => undefined, close: () => void (open -= 1) } satisfies DecodedFrame;
      }
    },
    keep: async (frame) => frame,
    dispose: () => undefined,
  };
  return { load: async () => ({ openClipDecoder: async () => decoder }), open: () => open };
}

const caches: DecodedFrameCache[] = [];
function player(clip: ReturnType<typeof fakeClip>) {
  const cache = new DecodedFrameCache('blob:clip', () => null, clip.load);
  caches.push(cache);
  return cache;
}

afterEach(() => caches.splice(0).forEach((cache) => cache.dispose()));

/**
 * Lets the cache decode until it waits for the playhead to move (the fake decoder answers at once,
 * so its work is promise callbacks only), and gives how many frames it holds.
 */
async function settled(cache: DecodedFrameCache): Promise<number> {
  for (let turn = 0; turn < 5_000; turn += 1) await Promise.resolve();
  return cache.heldCount;
}

const budgetFrames = Math.floor(FRAME_MEMORY_BUDGET_BYTES / BYTES_720P);

describe('decoded frames in memory (issue 11: stepping from decoded frames)', () => {
  it('one player holds what the budget allows around its playhead, no more', async () => {
    const clip = fakeClip();
    const cache = player(clip);
    cache.open(timing, 150);
    const held = await settled(cache);
    expect(held).toBeGreaterThan(budgetFrames / 2);
    expect(held).toBeLessThanOrEqual(budgetFrames);
    expect(clip.open()).toBe(held);
  });

  it('two players on one page (compare mode) share the budget: the first shrinks to its half when the second starts decoding', async () => {
    const first = fakeClip();
    const second = fakeClip();
    const left = player(first);
    left.open(timing, 150);
    const alone = await settled(left);

    const right = player(second);
    right.open(timing, 150);
    await settled(right);
    const [leftShare, rightShare] = [await settled(left), right.heldCount];
    expect(leftShare).toBeLessThan(alone);
    for (const share of [leftShare, rightShare]) expect(share).toBeLessThanOrEqual(budgetFrames / 2);
    // Frames leaving the window are closed, not just forgotten.
    expect(first.open()).toBe(leftShare);
    expect(second.open()).toBe(rightShare);

  });
});
