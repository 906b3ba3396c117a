import type { Subscription } from 'rxjs';
import type { PlayableVideo, PresentedFrame } from '../../src/application/ports/playable-video.port';
import type { VirtualClock } from '../../src/adapters/memory/virtual-clock';

export interface FakeClip {
  readonly fps: number;
  readonly frameCount: number;
  /** WebM stores timestamps in whole milliseconds. */
  readonly millisecondStamps?: boolean;
  /** Like headless Chromium: a seek that leaves the same frame on screen presents nothing. */
  readonly silentWhenUnchanged?: boolean;
  /** A browser without requestVideoFrameCallback. */
  readonly noFrameCallbacks?: boolean;
}

/** How long the fake takes to finish a seek, and then to present the frame, on the virtual clock. */
export const FAKE_SEEK_MS = 4;
export const FAKE_PRESENT_MS = 8;

/**
 * A `<video>` that has no media but behaves like one on a virtual clock: seeks end with `seeked`
 * and present the frame whose timestamp is the last at or before the position; playing presents
 * frame after frame at the playback rate. `install(target)` gives these properties to an
 * element (jsdom's <video> plays nothing), so components can be tested with it.
 */
export class FakeVideo {
  position = 0;
  rate = 1;
  /** How long after `seeked` a sought frame is presented (a busy machine takes longer). */
  presentDelayMs = FAKE_PRESENT_MS;
  isPaused = true;
  /** Every position the player sought, in order. */
  readonly seeks: number[] = [];
  private shown: number | null = null;
  private callbacks = new Map<number, (now: number, frame: PresentedFrame) => void>();
  private nextHandle = 1;
  private ticker: Subscription | null = null;

  constructor(
    private readonly target: EventTarget,
    private readonly clock: VirtualClock,
    readonly clip: FakeClip,
  ) {}

  get duration(): number {
    return this.clip.frameCount / this.clip.fps;
  }

  stampOf(frame: number): number {
    const exact = frame / this.clip.fps;
    return this.clip.millisecondStamps ? Math.round(exact * 1000) / 1000 : Math.round(exact * 1e6) / 1e6;
  }

  /** The frame the picture shows now, as the frame code drawn on a fixture clip would say. */
  get shownFrame(): number | null {
    return this.shown;
  }

  frameAt(position: number): number {
    let frame = Math.min(this.clip.frameCount - 1, Math.floor(position * this.clip.fps) + 1);
    while (frame > 0 && this.stampOf(frame) > position) frame -= 1;
    return frame;
  }

  seek(time: number): void {
    const position = Math.min(Math.max(0, time), this.duration);
    this.seeks.push(position);
    const unchanged = position === this.position;
    this.position = position;
    this.clock.scheduler.schedule(() => {
      const frame = this.frameAt(position);
      const same = frame === this.shown;
      this.target.dispatchEvent(new Event('seeked'));
      if (unchanged || (same && this.clip.silentWhenUnchanged)) return;
      this.clock.scheduler.schedule(() => this.present(frame), this.presentDelayMs);
    }, FAKE_SEEK_MS);
  }

  play(): Promise<void> {
    if (!this.isPaused) return Promise.resolve();
    this.isPaused = false;
    this.target.dispatchEvent(new Event('play'));
    const tick = () => {
      if (this.isPaused) return;
      const next = this.frameAt(this.position) + 1;
      if (next >= this.clip.frameCount) {
        this.isPaused = true;
        this.target.dispatchEvent(new Event('pause'));
        this.target.dispatchEvent(new Event('ended'));
        return;
      }
      this.position = this.stampOf(next);
      this.present(next);
      this.ticker = this.clock.scheduler.schedule(tick, 1000 / this.clip.fps / this.rate);
    };
    this.ticker = this.clock.scheduler.schedule(tick, 1000 / this.clip.fps / this.rate);
    return Promise.resolve();
  }

  pause(): void {
    if (this.isPaused) return;
    this.isPaused = true;
    this.ticker?.unsubscribe();
    this.target.dispatchEvent(new Event('pause'));
  }

  /** Says the metadata is there (jsdom never does). */
  loadMetadata(): void {
    this.shown = 0;
    this.target.dispatchEvent(new Event('loadedmetadata'));
  }

  private present(frame: number): void {
    this.shown = frame;
    const waiting = [...this.callbacks.values()];
    this.callbacks.clear();
    for (const callback of waiting) callback(this.clock.now(), { mediaTime: this.stampOf(frame) });
  }

  /** Gives `target` (a jsdom <video>, or a bare EventTarget) the media properties, backed by this this. */
  install(): PlayableVideo {
    const properties: PropertyDescriptorMap = {
      currentTime: { configurable: true, get: () => this.position, set: (value: number) => this.seek(value) },
      playbackRate: { configurable: true, get: () => this.rate, set: (value: number) => (this.rate = value) },
      duration: { configurable: true, get: () => (this.shown === null ? Number.NaN : this.duration) },
      paused: { configurable: true, get: () => this.isPaused },
      readyState: { configurable: true, get: () => (this.shown === null ? 0 : 4) },
      play: { configurable: true, value: () => this.play() },
      pause: { configurable: true, value: () => this.pause() },
    };
    if (!this.clip.noFrameCallbacks) {
      properties.requestVideoFrameCallback = {
        configurable: true,
        value: (callback: (now: number, frame: PresentedFrame) => void) => {
          const handle = this.nextHandle++;
          this.callbacks.set(handle, callback);
          return handle;
        },
      };
      properties.cancelVideoFrameCallback = { configurable: true, value: (handle: number) => this.callbacks.delete(handle) };
    }
    Object.defineProperties(this.target, properties);
    return this.target as unknown as PlayableVideo;
  }
}
