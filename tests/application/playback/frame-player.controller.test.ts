import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../../src/adapters/memory/virtual-clock';
import { FRAME_WAIT_MS, FramePlayerController, type FramePlayerOptions } from '../../../src/application/playback/frame-player.controller';
import { FAKE_SEEK_MS, FakeVideo, type FakeClip } from '../../support/fake-video';

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
