import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../../src/adapters/memory/virtual-clock';
import { CATCH_UP_DELAY_MS, FRAME_WAIT_MS, FramePlayerController, NEW_FRAME_WAIT_MS, type FramePlayerOptions } from '../../../src/application/playback/frame-player.controller';
import type { DecodedFrames } from '../../../src/application/ports/decoded-frames.port';
import type { FrameTiming } from '../../../src/domain/playback/frame-timing';
import { FAKE_PRESENT_MS, FAKE_SEEK_MS, FakeVideo, type FakeClip } from '../../support/fake-video';

/** Time enough for the measuring seeks of any test clip. */
const MEASURE_MS = 2_000;

async function playerOn(clip: FakeClip, options: FramePlayerOptions = {}) {
  const clock = new VirtualClock();
  const fake = new FakeVideo(new EventTarget(), clock, clip);
  const controller = new FramePlayerController(fake.install(), clock, options);
  controller.start();
  fake.loadMetadata();
  await clock.advanceBy(MEASURE_MS);
  /** Lets pending seeks finish. */
  const settle = () => clock.advanceBy(200);
  return { clock, fake, controller, state: () => controller.state.value, settle };
}

const NTSC_WEBM: FakeClip = { fps: 30000 / 1001, frameCount: 90, millisecondStamps: true, silentWhenUnchanged: true };

describe('Issue 11 frame player controller', () => {
  it.each([
    ['60 fps, millisecond timestamps', { fps: 60, frameCount: 180, millisecondStamps: true }],
    ['29.97 fps, millisecond timestamps', NTSC_WEBM],
    ['24 fps, microsecond timestamps', { fps: 24, frameCount: 72 }],
  ])('measures the frame rate and count of a clip (%s) from its presented frames, then shows frame 0', async (_name, clip) => {
    const { state, fake } = await playerOn(clip);
    expect(state()).toMatchObject({ phase: 'ready', busy: false, frame: 0, time: 0, playing: false });
    expect(state().timing).toEqual({ firstFrameTime: 0, frameDuration: 1 / clip.fps, frameCount: clip.frameCount });
    expect(fake.shownFrame).toBe(0);
  });

  it('steps forward from the first frame to the last and back, landing exactly each time, at the middle of each frame', async () => {
    const { controller, fake, state, settle } = await playerOn(NTSC_WEBM);
    const last = NTSC_WEBM.frameCount - 1;
    for (let frame = 1; frame <= last + 1; frame += 1) {
      controller.stepBy(1);
      await settle();
      const expected = Math.min(frame, last);
      expect([fake.shownFrame, state().frame]).toEqual([expected, expected]);
      expect(fake.seeks.at(-1)).toBeCloseTo(((expected + 0.5) * 1001) / 30000, 9);
    }
    for (let frame = last - 1; frame >= -1; frame -= 1) {
      controller.stepBy(-1);
      await settle();
      const expected = Math.max(frame, 0);
      expect([fake.shownFrame, state().frame]).toEqual([expected, expected]);
    }
    expect(state().time).toBe(0);
  });

  it('gathers steps asked for during a seek into one seek to their sum', async () => {
    const { controller, fake, state, settle } = await playerOn({ fps: 30, frameCount: 90 });
    const before = fake.seeks.length;
    controller.stepBy(1);
    controller.stepBy(1);
    controller.stepBy(1);
    controller.stepBy(-1);
    await settle();
    expect(state().frame).toBe(2);
    expect(fake.seeks.slice(before)).toEqual([1.5 / 30, 2.5 / 30]);
  });

  it('does not hang when a seek presents no frame: after `seeked` it waits FRAME_WAIT_MS on the clock, then goes by the frame on screen', async () => {
    const { controller, clock, fake, state } = await playerOn(NTSC_WEBM);
    controller.seekToFrame(10);
    await clock.advanceBy(100);
    const seeks = fake.seeks.length;
    // The same frame again, sought at a new position: the fake presents nothing, as headless Chromium may not.
    fake.position = 0;
    controller.seekToFrame(10);
    await clock.advanceBy(FAKE_SEEK_MS + FRAME_WAIT_MS - 1);
    expect(state().busy).toBe(true);
    await clock.advanceBy(1);
    expect(state()).toMatchObject({ busy: false, frame: 10 });
    expect(fake.seeks.length).toBe(seeks + 1);
  });

  it('on a busy machine a seek to another frame may present it after FRAME_WAIT_MS: the player waits for it, and never takes the frame from before', async () => {
    const { controller, clock, fake, state } = await playerOn({ fps: 30, frameCount: 90 });
    fake.presentDelayMs = FRAME_WAIT_MS * 2;
    controller.seekToFrame(40);
    await clock.advanceBy(FAKE_SEEK_MS + FRAME_WAIT_MS * 2 - 1);
    expect(state()).toMatchObject({ busy: true, frame: 0 });
    await clock.advanceBy(1);
    expect(state()).toMatchObject({ busy: false, frame: 40 });
    // No frame at all: after NEW_FRAME_WAIT_MS it goes by the seek target.
    fake.presentDelayMs = 60_000;
    controller.seekToFrame(70);
    await clock.advanceBy(FAKE_SEEK_MS + NEW_FRAME_WAIT_MS);
    expect(state()).toMatchObject({ busy: false, frame: 70 });
    expect(fake.shownFrame).toBe(40);
  });

  it('takes a known frame rate from the video’s facts and only looks up the first and last frames', async () => {
    const { state, fake } = await playerOn({ fps: 30, frameCount: 90 }, { frameRate: 30 });
    expect(state().timing).toEqual({ firstFrameTime: 0, frameDuration: 1 / 30, frameCount: 90 });
    expect(fake.seeks).toEqual([0.001, 3, 0.5 / 30]);
  });

  it('without presented-frame callbacks: frame steps by the known rate, or no stepping at all when the rate is unknown', async () => {
    const known = await playerOn({ fps: 25, frameCount: 50, noFrameCallbacks: true }, { frameRate: 25 });
    expect(known.state()).toMatchObject({ phase: 'ready', timing: { frameDuration: 1 / 25, frameCount: 50 } });
    known.controller.stepBy(1);
    await known.settle();
    expect([known.fake.shownFrame, known.state().frame]).toEqual([1, 1]);

    const unknown = await playerOn({ fps: 25, frameCount: 50, noFrameCallbacks: true });
    expect(unknown.state()).toMatchObject({ phase: 'unsupported', timing: null });
    unknown.controller.stepBy(1);
    await unknown.settle();
    expect(unknown.state().frame).toBe(0);
  });

  it('plays at the chosen speed with the frame number following, and on pause settles on the frame on screen', async () => {
    const { controller, clock, fake, state, settle } = await playerOn({ fps: 30, frameCount: 90 });
    controller.setSpeed(0.5);
    expect(fake.rate).toBe(0.5);
    controller.changeSpeed(1);
    controller.changeSpeed(1);
    expect(state().speed).toBe(1);
    controller.togglePlay();
    await clock.advanceBy(0);
    expect(state().playing).toBe(true);
    await clock.advanceBy(10 * (1000 / 30) + 1);
    expect([fake.shownFrame, state().frame]).toEqual([10, 10]);
    controller.togglePlay();
    await settle();
    expect(state()).toMatchObject({ playing: false, frame: 10, busy: false });
    expect(fake.seeks.at(-1)).toBeCloseTo(10.5 / 30, 9);
    controller.setSpeed(3);
    expect(state().speed).toBe(1);
  });

  it('a step while playing pauses and moves one frame from the frame on screen', async () => {
    const { controller, clock, fake, state, settle } = await playerOn({ fps: 24, frameCount: 72 });
    controller.play();
    await clock.advanceBy(5 * (1000 / 24) + 1);
    controller.stepBy(1);
    await settle();
    expect(state()).toMatchObject({ playing: false, frame: 6 });
    expect(fake.shownFrame).toBe(6);
  });

  it('seeks to the frame on screen at a marker’s time', async () => {
    const { controller, fake, state, settle } = await playerOn(NTSC_WEBM);
    controller.seekToTime(2);
    await settle();
    expect([fake.shownFrame, state().frame]).toEqual([59, 59]);
  });
});

/** Decoded frames as the player sees them: `decoded` are the frames it holds; `painted` is the one over the video. */
class FakeDecodedFrames implements DecodedFrames {
  readonly decoded = new Set<number>();
  painted: number | null = null;
  opened: { timing: FrameTiming; frame: number } | null = null;
  disposed = false;
  open(timing: FrameTiming, frame: number): void {
    this.opened = { timing, frame };
  }
  show(frame: number): boolean {
    if (!this.decoded.has(frame)) return false;
    this.painted = frame;
    return true;
  }
  hide(): void {
    this.painted = null;
  }
  dispose(): void {
    this.disposed = true;
  }
}

describe('Issue 11 frame player controller with decoded frames', () => {
  const clip: FakeClip = { fps: 30, frameCount: 90 };
  const withFrames = async (...decoded: number[]) => {
    const frames = new FakeDecodedFrames();
    for (const frame of decoded) frames.decoded.add(frame);
    return { frames, ...(await playerOn(clip, { decodedFrames: frames })) };
  };
  const all = Array.from({ length: clip.frameCount }, (_, frame) => frame);

  it('opens them on frame 0 once the frames are measured', async () => {
    const { frames, state } = await withFrames();
    expect(frames.opened).toEqual({ timing: state().timing, frame: 0 });
  });

  it('a step onto a decoded frame shows it at once; the video is sought to it CATCH_UP_DELAY_MS later, and the painting goes when the video has caught up', async () => {
    const { frames, controller, clock, fake, state, settle } = await withFrames(...all);
    const before = fake.seeks.length;
    controller.stepBy(1);
    expect(frames.painted).toBe(1);
    expect(state()).toMatchObject({ frame: 1, busy: true });
    await clock.advanceBy(CATCH_UP_DELAY_MS - 1);
    expect([fake.seeks.length, fake.shownFrame]).toEqual([before, 0]);
    await settle();
    expect([fake.shownFrame, state().frame, frames.painted]).toEqual([1, 1, null]);
    expect(state().busy).toBe(false);
    expect(fake.seeks.slice(before)).toEqual([1.5 / 30]);
  });

  it('quick steps cost the video one seek; a step during that seek shows its frame at once, and the frame the video reaches on the way does not take the number back', async () => {
    const { frames, controller, clock, fake, state, settle } = await withFrames(...all);
    const before = fake.seeks.length;
    controller.stepBy(1);
    controller.stepBy(1);
    expect([state().frame, frames.painted]).toEqual([2, 2]);
    await clock.advanceBy(CATCH_UP_DELAY_MS);
    expect(fake.seeks.slice(before)).toEqual([2.5 / 30]);
    controller.stepBy(1);
    expect([state().frame, frames.painted]).toEqual([3, 3]);
    await clock.advanceBy(FAKE_SEEK_MS + FAKE_PRESENT_MS);
    expect(fake.shownFrame).toBe(2);
    expect([state().frame, frames.painted]).toEqual([3, 3]);
    await settle();
    expect([fake.shownFrame, state().frame, frames.painted]).toEqual([3, 3, null]);
    expect(fake.seeks.slice(before)).toEqual([2.5 / 30, 3.5 / 30]);
  });

  it('a frame not decoded yet waits for the video, as without decoded frames; an earlier painting stays on until the video has caught up', async () => {
    const { frames, controller, state, fake, settle } = await withFrames(1);
    controller.stepBy(1);
    controller.seekToFrame(50);
    expect([state().frame, frames.painted]).toEqual([1, 1]);
    await settle();
    expect([fake.shownFrame, state().frame, frames.painted]).toEqual([50, 50, null]);
    controller.stepBy(1);
    expect([state().frame, frames.painted]).toEqual([50, null]);
    await settle();
    expect([fake.shownFrame, state().frame]).toEqual([51, 51]);
  });

  it('playing right after a step seeks the video to the painted frame first and takes the painting away; disposing the player disposes the decoded frames', async () => {
    const { frames, controller, clock, fake, state } = await withFrames(...all);
    controller.stepBy(1);
    expect(frames.painted).toBe(1);
    controller.play();
    expect(fake.seeks.at(-1)).toBeCloseTo(1.5 / 30, 9);
    await clock.advanceBy(0);
    expect(state().playing).toBe(true);
    expect(frames.painted).toBeNull();
    controller.dispose();
    expect(frames.disposed).toBe(true);
  });
});
