import type { DecodedFrames } from '../../application/ports/decoded-frames.port';
import { seekTargetOf, type FrameTiming } from '../../domain/playback/frame-timing';
import type { ClipDecoder, DecodedFrame, openClipDecoder } from './clip-decoder';
import { frameOfTimestamp, framesToEvict, nextRun, windowAround, windowReach, type WindowReach } from './frame-window';

/**
 * What the decoded frames of every player on the page may take in memory together, shared equally
 * between the players decoding (the studio's compare mode has two): a 720p frame is 1.4 MB, so one
 * player holds about 34 each side of its playhead, and each of two about 17.
 */
export const FRAME_MEMORY_BUDGET_BYTES = 96 * 1024 * 1024;

/** The caches decoding now, which share the budget. */
const decoding = new Set<DecodedFrameCache>();

/** Whether this browser can decode frames itself (WebCodecs): jsdom and older browsers cannot. */
export function canDecodeFrames(): boolean {
  return typeof globalThis.VideoDecoder === 'function' && typeof globalThis.VideoFrame === 'function';
}

/** What the lazily loaded decoder module (clip-decoder.ts) gives. */
interface DecoderModule {
  readonly openClipDecoder: typeof openClipDecoder;
}

/**
 * The clip's frames around the playhead, decoded with WebCodecs from the packets mediabunny reads
 * (loaded when the first player opens) and painted on the player's canvas on a step. Frames are numbered by the player's own
 * timing from their container timestamps; the window follows the playhead (frame-window.ts) and
 * frames leaving it are closed. Any failure (no decoder for the codec, an unreadable file, a
 * first timestamp that is not the video's frame 0) stops it for good: the player then steps with
 * the video alone, as before.
 */
export class DecodedFrameCache implements DecodedFrames {
  private readonly held = new Map<number, DecodedFrame>();
  /** Frames the container does not have (a variable-rate gap, a shorter track): never decoded. */
  private readonly absent = new Set<number>();
  private timing: FrameTiming | null = null;
  private playhead = 0;
  private stopped = false;
  private decoder: ClipDecoder | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly url: string,
    /** The canvas over the video (null while unmounted). */
    private readonly canvas: () => HTMLCanvasElement | null,
    private readonly load: () => Promise<DecoderModule> = () => import('./clip-decoder'),
  ) {}

  open(timing: FrameTiming, frame: number): void {
    if (this.timing || this.stopped) return;
    this.timing = timing;
    this.playhead = frame;
    this.run().catch(() => this.stop());
  }

  show(frame: number): boolean {
    if (this.stopped) return false;
    this.playhead = frame;
    this.nudgeAfterPaint();
    const sample = this.held.get(frame);
    const canvas = this.canvas();
    if (!sample || !canvas) return false;
    try {
      if (canvas.width !== sample.displayWidth || canvas.height !== sample.displayHeight) {
        canvas.width = sample.displayWidth;
        canvas.height = sample.displayHeight;
      }
      const context = canvas.getContext('2d', { alpha: false });
      if (!context) return false;
      sample.draw(context);
    } catch {
      return false;
    }
    canvas.hidden = false;
    return true;
  }

  hide(): void {
    const canvas = this.canvas();
    if (canvas) canvas.hidden = true;
  }

  dispose(): void {
    this.stop();
  }

  /** How many frames are decoded and held now (for tests and the bench). */
  get heldCount(): number {
    return this.held.size;
  }

  // -------------------------------------------------------------------------------------------

  private stop(): void {
    this.stopped = true;
    // The others may hold more now.
    if (decoding.delete(this)) for (const other of decoding) other.nudge();
    this.decoder?.dispose();
    this.decoder = null;
    for (const sample of this.held.values()) sample.close();
    this.held.clear();
    this.hide();
    this.nudge();
  }

  /** Wakes the decoding once the step's painting has been drawn: its work does not delay it. */
  private nudgeAfterPaint(): void {
    if (this.wake === null) return;
    if (typeof requestAnimationFrame !== 'function') return this.nudge();
    requestAnimationFrame(() => setTimeout(() => this.nudge(), 0));
  }

  private nudge(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => (this.wake = resolve));
  }

  private async run(): Promise<void> {
    const { openClipDecoder } = await this.load();
    const decoder = this.stopped ? null : await openClipDecoder(this.url);
    const timing = this.timing;
    if (!decoder || !timing || this.stopped || frameOfTimestamp(decoder.firstTimestamp, timing) !== 0) {
      decoder?.dispose();
      this.stop();
      return;
    }
    this.decoder = decoder;
    // One more share of the budget: the others shrink to theirs.
    decoding.add(this);
    for (const other of decoding) if (other !== this) other.nudge();
    const keyframes = [...new Set(decoder.keyTimestamps.map((time) => frameOfTimestamp(time, timing)).filter((frame) => frame !== null))].sort((a, b) => a - b);
    const gopFrames = groupLength(keyframes, timing.frameCount);
    const has = (frame: number) => this.held.has(frame) || this.absent.has(frame);
    let frames: AsyncGenerator<DecodedFrame, void, unknown> | null = null;
    /** The frame the open decode yields next. */
    let cursor: number | null = null;
    try {
      while (!this.stopped) {
        const reach = windowReach(gopFrames, decoder.bytesPerFrame, FRAME_MEMORY_BUDGET_BYTES / decoding.size);
        const window = this.evictOutside(timing, reach);
        const run = nextRun({ playhead: this.playhead, window, has, keyframes, cursor, reach });
        if (!run) {
          await this.sleep();
          continue;
        }
        if (!frames || cursor !== run.first) {
          await frames?.return();
          frames = decoder.frames(seekTargetOf(run.first, timing));
          cursor = run.first;
        }
        const next = await frames.next();
        if (this.stopped) {
          if (!next.done) next.value.close();
          break;
        }
        if (next.done) {
          for (let frame = cursor ?? run.first; frame <= run.last; frame += 1) this.absent.add(frame);
          frames = null;
          cursor = null;
          continue;
        }
        const sample = next.value;
        const frame = frameOfTimestamp(sample.timestamp, timing);
        if (frame === null || frame < (cursor ?? 0)) {
          sample.close();
          continue;
        }
        for (let missing = cursor ?? frame; missing < frame; missing += 1) this.absent.add(missing);
        cursor = frame + 1;
        const now = windowAround(this.playhead, timing.frameCount, reach);
        if (frame < now.first || frame > now.last || this.held.has(frame)) {
          sample.close();
          continue;
        }
        const kept = await decoder.keep(sample);
        if (this.stopped) kept.close();
        else this.held.set(frame, kept);
      }
    } finally {
      await frames?.return().catch(() => undefined);
    }
  }

  /** Closes the frames that left the window around the playhead; returns the window. */
  private evictOutside(timing: FrameTiming, reach: WindowReach) {
    const window = windowAround(this.playhead, timing.frameCount, reach);
    for (const frame of framesToEvict(this.held.keys(), window)) {
      this.held.get(frame)?.close();
      this.held.delete(frame);
    }
    return window;
  }
}

/** The usual distance between keyframes, in frames (the median); the whole clip when it has one keyframe. */
function groupLength(keyframes: readonly number[], frameCount: number): number {
  if (keyframes.length < 2) return frameCount;
  const gaps = keyframes.slice(1).map((frame, index) => frame - keyframes[index]!).sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)]!;
}
