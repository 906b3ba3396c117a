import { BehaviorSubject } from 'rxjs';
import {
  estimateFromConsecutive,
  refineEstimate,
  safeSpan,
  snapFrameDuration,
  TIMESTAMP_PRECISION_S,
  type FrameDurationEstimate,
} from '../../domain/playback/frame-rate-measure';
import {
  clampFrame,
  frameAtTime,
  frameOfPresentation,
  frameStartTime,
  isPlaybackSpeed,
  NORMAL_SPEED,
  seekTargetOf,
  stepSpeed,
  type FrameTiming,
  type PlaybackSpeed,
} from '../../domain/playback/frame-timing';
import type { Clock } from '../ports/clock.port';
import type { DecodedFrames } from '../ports/decoded-frames.port';
import type { PlayableVideo } from '../ports/playable-video.port';
import { asBehavior, type Behavior } from '../shared/behavior';

/**
 * loading: waiting for the video's metadata; measuring: reading the frame rate from the frames
 * themselves (a few quick seeks); ready: every control works; unsupported: the browser reports no
 * presented frames and no frame rate was given, so it plays but cannot step by frame.
 */
export type FramePlayerPhase = 'loading' | 'measuring' | 'ready' | 'unsupported';

export interface FramePlayerState {
  readonly phase: FramePlayerPhase;
  readonly playing: boolean;
  readonly speed: PlaybackSpeed;
  /** The frame on screen, 0-based. */
  readonly frame: number;
  /** When that frame starts, in media time (seconds). */
  readonly time: number;
  readonly timing: FrameTiming | null;
  /** Measuring or seeking (the video catching up with a painted frame included): the frame shown may still change without a further action. */
  readonly busy: boolean;
}

export interface FramePlayerOptions {
  /** The clip's frame rate when it is already known (from the video's facts); otherwise it is measured. */
  readonly frameRate?: number;
  /**
   * The clip's frames decoded around the playhead: a step onto one of them shows it at once
   * (painted over the video) instead of after the video's seek, which decodes from the last
   * keyframe each time. Without it, or for a frame not decoded yet, the player waits for the video.
   */
  readonly decodedFrames?: DecodedFrames;
}

/** After `seeked`, how long to wait for the presented frame before trusting the seek target (headless Chromium may not present an unchanged frame). */
export const FRAME_WAIT_MS = 250;
/**
 * A seek to another frame than the one on screen presents one; on a busy machine that may take
 * longer than FRAME_WAIT_MS, so the player waits up to this long before going by the seek target
 * (never by the frame that was on screen before).
 */
export const NEW_FRAME_WAIT_MS = 1_000;
/** A seek that has not finished by then is given up, so the player never hangs. */
export const SEEK_TIMEOUT_MS = 5_000;
/**
 * After a decoded frame is painted, the video is sought to it this much later: the painting is
 * drawn first, without the video's decoding from the keyframe competing with it, and quick steps
 * in a row (a key held down) cost the video one seek.
 */
export const CATCH_UP_DELAY_MS = 20;
/** The first measurement looks for frame 1 within this much of frame 0 (any rate above 4 fps). */
const FIRST_LOOK_S = 0.25;

const INITIAL: FramePlayerState = { phase: 'loading', playing: false, speed: NORMAL_SPEED, frame: 0, time: 0, timing: null, busy: false };

/**
 * Drives one `<video>` frame by frame: play, pause, speed, exact single-frame steps and seeks.
 * Every seek goes to the middle of its frame and waits for `seeked` and the presented frame; the
 * frame number shown is the one the video presented. Seeks are coalesced: a step asked for while
 * another is under way starts from its target, and only the latest target is sought next.
 * With decoded frames (FramePlayerOptions.decodedFrames), a frame already decoded is painted over
 * the video at once and is the frame shown; the video is sought to it behind, and the painting
 * is taken away when the video has caught up (or plays).
 */
export class FramePlayerController {
  private readonly subject = new BehaviorSubject<FramePlayerState>(INITIAL);
  readonly state: Behavior<FramePlayerState> = asBehavior(this.subject);
  private requested: number | null = null;
  private inFlight: number | null = null;
  private seeking = false;
  private playbackHandle: number | null = null;
  /** The media time of the last frame the video presented, for a seek that presents nothing new. */
  private lastPresented: number | null = null;
  /** The decoded frame painted over the video, while the video has not caught up with it. */
  private painted: number | null = null;
  /** The video's seek to a painted frame, waiting for CATCH_UP_DELAY_MS. */
  private catchUp: { unsubscribe(): void } | null = null;
  private disposed = false;
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly video: PlayableVideo,
    private readonly clock: Clock,
    private readonly options: FramePlayerOptions = {},
  ) {}

  /** Starts listening to the video; measures the frame rate once its metadata is there. */
  start(): void {
    this.listen('play', () => {
      this.takeAwayPainting();
      this.update({ playing: true });
      this.followPlayback();
    });
    this.listen('pause', () => this.update({ playing: false }));
    this.listen('ended', () => this.update({ playing: false }));
    if (this.video.readyState >= 1) void this.prepare();
    else this.listen('loadedmetadata', () => void this.prepare());
  }

  dispose(): void {
    this.disposed = true;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.cancelCatchUp();
    this.options.decodedFrames?.dispose();
    this.stopFollowing();
    this.subject.complete();
  }

  play(): void {
    if (!this.usable()) return;
    // A painted frame the video has not been sought to yet: seek now, so it plays on from there.
    const { timing } = this.subject.value;
    if (this.catchUp !== null && timing) {
      this.cancelCatchUp();
      void this.runSeeks(timing);
    }
    this.video.play().catch(() => this.update({ playing: false }));
  }

  /** Pauses and settles on the frame on screen, in its middle, so the next step is exact. */
  pause(): void {
    if (!this.usable()) return;
    const wasPlaying = !this.video.paused;
    this.video.pause();
    this.stopFollowing();
    const timing = this.subject.value.timing;
    if (wasPlaying && timing) this.seekToFrame(frameAtTime(this.video.currentTime, timing));
  }

  togglePlay(): void {
    if (this.video.paused) this.play();
    else this.pause();
  }

  /** One or more frames forward (+) or back (−), pausing first. */
  stepBy(frames: number): void {
    const { timing } = this.subject.value;
    if (!this.usable() || !timing) return;
    let from = this.requested ?? this.inFlight ?? this.subject.value.frame;
    if (!this.video.paused) {
      this.video.pause();
      this.stopFollowing();
      from = frameAtTime(this.video.currentTime, timing);
    }
    this.seekToFrame(from + frames);
  }

  seekToFrame(frame: number): void {
    const { timing } = this.subject.value;
    if (!this.usable() || !timing) return;
    const target = clampFrame(frame, timing);
    this.requested = target;
    const painted = this.options.decodedFrames?.show(target) ?? false;
    if (painted) {
      this.painted = target;
      this.update({ frame: target, time: frameStartTime(target, timing) });
    }
    if (this.seeking) return;
    if (painted) {
      // The frame is on screen: the video catches up a moment later, once the painting has been drawn.
      if (this.catchUp === null) {
        this.update({ busy: true });
        this.catchUp = this.clock.scheduler.schedule(() => {
          this.catchUp = null;
          if (!this.seeking && !this.disposed) void this.runSeeks(timing);
        }, CATCH_UP_DELAY_MS);
      }
      return;
    }
    this.cancelCatchUp();
    void this.runSeeks(timing);
  }

  /** Shows the frame on screen at `time` (a marker's time, for instance). */
  seekToTime(time: number): void {
    const { timing } = this.subject.value;
    if (timing) this.seekToFrame(frameAtTime(time, timing));
  }

  setSpeed(speed: number): void {
    if (!isPlaybackSpeed(speed)) return;
    this.video.playbackRate = speed;
    this.update({ speed });
  }

  changeSpeed(direction: 1 | -1): void {
    this.setSpeed(stepSpeed(this.subject.value.speed, direction));
  }

  // -------------------------------------------------------------------------------------------

  private usable(): boolean {
    const { phase } = this.subject.value;
    return !this.disposed && (phase === 'ready' || phase === 'unsupported');
  }

  private update(patch: Partial<FramePlayerState>): void {
    if (!this.disposed) this.subject.next({ ...this.subject.value, ...patch });
  }

  private listen(type: 'loadedmetadata' | 'seeked' | 'play' | 'pause' | 'ended', listener: () => void): void {
    this.video.addEventListener(type, listener);
    this.cleanups.push(() => this.video.removeEventListener(type, listener));
  }

  private async prepare(): Promise<void> {
    if (this.subject.value.phase !== 'loading') return;
    this.update({ phase: 'measuring', busy: true });
    const timing = await this.measure();
    if (this.disposed) return;
    if (!timing) {
      this.update({ phase: 'unsupported', busy: false });
      return;
    }
    const shown = await this.present(seekTargetOf(0, timing));
    if (this.disposed) return;
    const fields = shown === null ? { frame: 0, time: frameStartTime(0, timing) } : this.frameFields(shown, timing);
    this.update({ phase: 'ready', busy: false, timing, ...fields });
    this.options.decodedFrames?.open(timing, fields.frame);
  }

  private frameFields(mediaTime: number, timing: FrameTiming): Pick<FramePlayerState, 'frame' | 'time'> {
    const frame = frameOfPresentation(mediaTime, timing);
    return { frame, time: frameStartTime(frame, timing) };
  }

  /**
   * The clip's frame timing, from the frames it presents (frame-rate-measure.ts): frame 0, frame 1
   * by halving the gap, frames ever further away, then the last frame.
   */
  private async measure(): Promise<FrameTiming | null> {
    const duration = this.video.duration;
    if (!Number.isFinite(duration) || duration <= 0) return null;
    const first = await this.firstFrameTime(duration);
    if (first === null) return this.timingFromFacts(duration);
    let estimate: FrameDurationEstimate | null = this.options.frameRate ? { duration: 1 / this.options.frameRate, span: Number.MAX_SAFE_INTEGER } : null;
    if (!estimate) {
      const second = await this.findSecondFrame(first, duration);
      if (second === null) return { firstFrameTime: first, frameDuration: duration, frameCount: 1 };
      estimate = estimateFromConsecutive(first, second);
      if (!estimate) return null;
      for (;;) {
        const span = safeSpan(estimate);
        if (first + (span + 1) * estimate.duration >= duration) break;
        const seen = await this.present(first + (span + 0.5) * estimate.duration);
        if (seen === null || this.disposed) return null;
        estimate = refineEstimate(estimate, first, seen);
      }
    }
    const last = await this.present(duration);
    if (last === null) return null;
    const lastFrame = Math.max(0, Math.round((last - first) / estimate.duration));
    const measured = this.options.frameRate ? estimate.duration : snapFrameDuration(refineEstimate(estimate, first, last));
    return { firstFrameTime: first, frameDuration: measured, frameCount: lastFrame + 1 };
  }

  /**
   * Frame 0's timestamp. Frame 0 is on screen already, and a seek that leaves it there may present
   * nothing (headless Chromium), so if none comes the player shows a frame from the middle first.
   */
  private async firstFrameTime(duration: number): Promise<number | null> {
    const early = Math.min(TIMESTAMP_PRECISION_S, duration / 2);
    const first = await this.present(early);
    if (first !== null) return first;
    if ((await this.present(duration / 2)) === null) return null;
    return this.present(early);
  }

  /** Frame 1's timestamp: the earliest one after frame 0's, found by halving the gap; null for a one-frame clip. */
  private async findSecondFrame(first: number, duration: number): Promise<number | null> {
    let later = await this.present(Math.min(first + FIRST_LOOK_S, duration));
    if (later === null || later <= first) later = await this.present(duration);
    if (later === null || later <= first) return null;
    let before = first;
    for (let look = 0; look < 24 && later - before > TIMESTAMP_PRECISION_S; look += 1) {
      const middle = (before + later) / 2;
      const seen = await this.present(middle);
      if (seen === null) return null;
      if (seen > first && seen < later) later = seen;
      else before = middle;
    }
    return later;
  }

  private timingFromFacts(duration: number): FrameTiming | null {
    const rate = this.options.frameRate;
    return rate ? { firstFrameTime: 0, frameDuration: 1 / rate, frameCount: Math.max(1, Math.round(duration * rate)) } : null;
  }

  private async runSeeks(timing: FrameTiming): Promise<void> {
    this.seeking = true;
    this.update({ busy: true });
    while (this.requested !== null && !this.disposed) {
      const target = this.requested;
      this.requested = null;
      this.inFlight = target;
      const onScreen = this.lastPresented === null ? null : frameOfPresentation(this.lastPresented, timing);
      const shown = await this.present(seekTargetOf(target, timing), onScreen !== target);
      this.inFlight = null;
      // While a decoded frame is painted over the video, it is the frame shown: the video's own
      // frame counts again once it has caught up with the last step (no further one asked for).
      if (this.painted !== null && this.requested !== null) continue;
      this.takeAwayPainting();
      this.update(shown === null ? { frame: target, time: frameStartTime(target, timing) } : this.frameFields(shown, timing));
    }
    this.seeking = false;
    this.update({ busy: false });
  }

  /**
   * Seeks and resolves with the media time of the frame then presented: `seeked`, then the
   * requestVideoFrameCallback asked for before the seek. If no frame is presented within
   * FRAME_WAIT_MS after `seeked` (an unchanged frame in headless Chromium), resolves with the last
   * frame presented before, or null if none ever was; gives up after SEEK_TIMEOUT_MS. For a seek
   * known to change the frame (`newFrame`), waits up to NEW_FRAME_WAIT_MS and then resolves null
   * (the caller goes by its target), never with the frame from before.
   */
  private present(time: number, newFrame = false): Promise<number | null> {
    const video = this.video;
    return new Promise((resolve) => {
      let mediaTime: number | null = null;
      let seeked = false;
      let done = false;
      const timers: { unsubscribe(): void }[] = [];
      const handle = video.requestVideoFrameCallback?.((_now, frame) => {
        mediaTime = frame.mediaTime;
        this.lastPresented = frame.mediaTime;
        if (seeked) finish();
      });
      const onSeeked = () => {
        seeked = true;
        if (mediaTime !== null || handle === undefined) finish();
        else if (newFrame) timers.push(this.clock.scheduler.schedule(() => finish(true), NEW_FRAME_WAIT_MS));
        else timers.push(this.clock.scheduler.schedule(finish, FRAME_WAIT_MS));
      };
      /** `trustTarget`: no frame came, but the frame sought is not the last one presented: go by the seek target. */
      const finish = (trustTarget = false) => {
        if (done) return;
        done = true;
        video.removeEventListener('seeked', onSeeked);
        if (handle !== undefined && mediaTime === null) video.cancelVideoFrameCallback?.(handle);
        for (const timer of timers) timer.unsubscribe();
        resolve(mediaTime ?? (handle === undefined || trustTarget ? null : this.lastPresented));
      };
      video.addEventListener('seeked', onSeeked);
      timers.push(this.clock.scheduler.schedule(finish, SEEK_TIMEOUT_MS));
      video.currentTime = time;
    });
  }

  private cancelCatchUp(): void {
    this.catchUp?.unsubscribe();
    this.catchUp = null;
  }

  private takeAwayPainting(): void {
    if (this.painted === null) return;
    this.painted = null;
    this.options.decodedFrames?.hide();
  }

  /** While playing, the frame number follows every presented frame. */
  private followPlayback(): void {
    const video = this.video;
    if (!video.requestVideoFrameCallback || this.playbackHandle !== null) return;
    const onFrame = (_now: number, frame: { mediaTime: number }) => {
      this.playbackHandle = null;
      this.lastPresented = frame.mediaTime;
      const { timing } = this.subject.value;
      if (timing && !this.seeking) this.update(this.frameFields(frame.mediaTime, timing));
      if (!video.paused && !this.disposed) this.playbackHandle = video.requestVideoFrameCallback!(onFrame);
    };
    this.playbackHandle = video.requestVideoFrameCallback(onFrame);
  }

  private stopFollowing(): void {
    if (this.playbackHandle !== null) this.video.cancelVideoFrameCallback?.(this.playbackHandle);
    this.playbackHandle = null;
  }
}
