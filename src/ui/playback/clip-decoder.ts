/**
 * Reads a clip's frames for the frame cache: mediabunny reads the container (timestamps,
 * keyframes, the encoded packets and the decoder's configuration) and WebCodecs' VideoDecoder
 * decodes the packets. Loaded on its own, when a player opens (decoded-frame-cache.ts imports it
 * lazily), so mediabunny is no part of any page's first download. Only the MP4/MOV and WebM
 * readers and the packet sink are imported: mediabunny's decoding sinks (VideoSampleSink and its
 * VideoSample, about 12 KiB gzip), the other containers and the rest of the library are left out.
 *
 * The two readers stay in one chunk: mediabunny defines every container's format in one module
 * (input-format.js), which imports every reader, and a bundler splits modules, not statements,
 * so a chunk per container would still carry both.
 */
import { BlobSource, EncodedPacketSink, Input, MP4, QTFF, UrlSource, WEBM, type EncodedPacket, type InputVideoTrack } from 'mediabunny';

/** A decoded frame the cache holds: a VideoFrame of its own and the container's timestamp. */
export interface DecodedFrame {
  /** The presentation timestamp, in seconds. */
  readonly timestamp: number;
  /** The painted size, after the track's rotation. */
  readonly displayWidth: number;
  readonly displayHeight: number;
  /** Paints the frame over the whole of `context`'s canvas, rotated and flipped as the track says. */
  draw(context: CanvasRenderingContext2D): void;
  close(): void;
}

/** A clip opened for decoding. */
export interface ClipDecoder {
  /** The first frame's presentation timestamp, in seconds. */
  readonly firstTimestamp: number;
  /** The keyframes' presentation timestamps, in seconds, sorted. */
  readonly keyTimestamps: readonly number[];
  /** What one decoded frame takes in memory (4:2:0 pixels). */
  readonly bytesPerFrame: number;
  /**
   * The decoded frames from `start` (seconds) on, in presentation order: the frame showing at
   * `start` first. The decoder's own frames: close each promptly, or `keep` it.
   */
  frames(start: number): AsyncGenerator<DecodedFrame, void, unknown>;
  /**
   * A copy of a decoded frame, the decoder's own frame closed: a decoder owns its output pictures,
   * and one whose pictures are held stalls (WebCodecs asks for them to be closed promptly), so a
   * frame kept for later is copied into a VideoFrame of its own (the browser's memory, not the
   * page's heap), through one reused buffer: keeping frames makes no garbage to collect.
   */
  keep(frame: DecodedFrame): Promise<DecodedFrame>;
  /** Stops every decode and read. */
  dispose(): void;
}

/** More keyframes than this are not listed (the window then uses the last one it knows). */
const MAX_KEYFRAMES = 20_000;
/**
 * How many packets may wait in the decoder: many while no decoded frame waits to be taken (some
 * decoders only give frames once enough packets are queued), few once frames wait (they hold memory).
 */
const QUEUE_WHILE_EMPTY = 40;
const QUEUE_WHILE_FRAMES_WAIT = 8;

/** Opens the clip at `url` (a blob: URL of the embedded backend, or an http(s) URL read with range requests); null when it cannot be decoded here. */
export async function openClipDecoder(url: string): Promise<ClipDecoder | null> {
  const source = url.startsWith('blob:') ? new BlobSource(await (await fetch(url)).blob()) : new UrlSource(url);
  const input = new Input({ source, formats: [MP4, QTFF, WEBM] });
  try {
    const track = await input.getPrimaryVideoTrack();
    const config = track && (await track.canDecode()) ? await track.getDecoderConfig() : null;
    if (!track || !config) {
      input.dispose();
      return null;
    }
    const [firstTimestamp, keyTimestamps, width, height, rotation, flip] = await Promise.all([track.getFirstTimestamp(), keyTimestampsOf(track), track.getCodedWidth(), track.getCodedHeight(), track.getRotation(), track.getFlip()]);
    const packets = new EncodedPacketSink(track);
    const placement = { rotation, flip };
    let scratch = new Uint8Array(0);
    return {
      firstTimestamp,
      keyTimestamps,
      bytesPerFrame: Math.ceil(width * height * 1.5),
      frames: (start) => decodeFrom(packets, withColorSpace(config), start, placement),
      keep: async (decoded) => {
        const { frame } = decoded as PlacedFrame;
        if (frame.format === null) return decoded;
        try {
          const size = frame.allocationSize();
          if (scratch.byteLength < size) scratch = new Uint8Array(size);
          const data = scratch.subarray(0, size);
          const layout = await frame.copyTo(data);
          return new PlacedFrame(copyFrame(frame, data, layout), decoded.timestamp, placement);
        } finally {
          frame.close();
        }
      },
      dispose: () => input.dispose(),
    };
  } catch (error) {
    input.dispose();
    throw error;
  }
}

async function keyTimestampsOf(track: InputVideoTrack): Promise<number[]> {
  const packets = new EncodedPacketSink(track);
  const times: number[] = [];
  let packet = await packets.getFirstKeyPacket({ metadataOnly: true });
  while (packet && times.length < MAX_KEYFRAMES) {
    times.push(packet.timestamp);
    packet = await packets.getNextKeyPacket(packet, { metadataOnly: true });
  }
  return times.sort((a, b) => a - b);
}

/**
 * Chromium hands a decoder an incomplete color space on to the GPU as none at all (the picture's
 * color matrix is lost): the missing parts are filled with the defaults Chromium itself uses elsewhere.
 */
function withColorSpace(config: VideoDecoderConfig): VideoDecoderConfig {
  const space = config.colorSpace;
  if (space?.primaries && space.matrix && space.transfer && typeof space.fullRange === 'boolean') return config;
  return { ...config, colorSpace: { primaries: space?.primaries ?? 'bt709', matrix: space?.matrix ?? 'bt709', transfer: space?.transfer ?? 'bt709', fullRange: space?.fullRange ?? false } };
}

/**
 * Decodes from the keyframe at or before `start` on, giving the frame showing at `start` (the last
 * one at or before it) and every later one. A frame's timestamp is its packet's (WebCodecs gives
 * each frame its chunk's): a frame the decoder dropped is simply missing, never another's number.
 */
async function* decodeFrom(packets: EncodedPacketSink, config: VideoDecoderConfig, start: number, placement: Placement): AsyncGenerator<DecodedFrame, void, unknown> {
  const decoded: VideoFrame[] = [];
  const seconds = new Map<number, number>();
  let failure = null as { error: unknown } | null;
  let flushed = false as boolean;
  let wake: (() => void) | null = null;
  const nudge = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  const decoder = new VideoDecoder({
    output: (frame) => {
      decoded.push(frame);
      nudge();
    },
    error: (error) => {
      failure ??= { error };
      nudge();
    },
  });
  decoder.addEventListener('dequeue', nudge);
  /** The last frame at or before `start`, held until a later one shows it is the one showing at `start`. */
  let before: DecodedFrame | null = null;
  const read = { verifyKeyPackets: true };
  let stream: AsyncGenerator<EncodedPacket, void, unknown> | null = null;
  try {
    decoder.configure(config);
    const key = (await packets.getKeyPacket(start, read)) ?? (await packets.getFirstKeyPacket(read));
    if (!key) return;
    stream = packets.packets(key, undefined, read);
    let pending = true;
    for (;;) {
      while (pending && !failure && decoder.decodeQueueSize + decoded.length < (decoded.length === 0 ? QUEUE_WHILE_EMPTY : QUEUE_WHILE_FRAMES_WAIT)) {
        const next = await stream.next();
        if (next.done) {
          pending = false;
          void decoder
            .flush()
            .then(
              () => (flushed = true),
              (error: unknown) => (failure ??= { error }),
            )
            .finally(nudge);
          break;
        }
        seconds.set(next.value.microsecondTimestamp, next.value.timestamp);
        decoder.decode(next.value.toEncodedVideoChunk());
      }
      if (failure) throw failure.error;
      const frame = decoded.shift();
      if (frame) {
        const placed = new PlacedFrame(frame, seconds.get(frame.timestamp) ?? frame.timestamp / 1e6, placement);
        seconds.delete(frame.timestamp);
        if (placed.timestamp < start) {
          before?.close();
          before = placed;
          continue;
        }
        const showingAtStart: DecodedFrame | null = placed.timestamp > start ? before : null;
        if (!showingAtStart) before?.close();
        // Held where the cleanup closes it, should the consumer stop at the frame before it.
        before = showingAtStart ? placed : null;
        if (showingAtStart) yield showingAtStart;
        before = null;
        yield placed;
        continue;
      }
      if (flushed) break;
      await new Promise<void>((resume) => (wake = resume));
    }
    if (before) {
      const last: DecodedFrame = before;
      before = null;
      yield last;
    }
  } finally {
    before?.close();
    for (const frame of decoded.splice(0)) frame.close();
    if (decoder.state !== 'closed') decoder.close();
    await stream?.return().catch(() => undefined);
  }
}

interface Placement {
  readonly rotation: number;
  readonly flip: boolean;
}

class PlacedFrame implements DecodedFrame {
  constructor(
    readonly frame: VideoFrame,
    readonly timestamp: number,
    private readonly placement: Placement,
  ) {}

  get displayWidth(): number {
    return this.placement.rotation % 180 === 0 ? this.frame.displayWidth : this.frame.displayHeight;
  }

  get displayHeight(): number {
    return this.placement.rotation % 180 === 0 ? this.frame.displayHeight : this.frame.displayWidth;
  }

  draw(context: CanvasRenderingContext2D): void {
    const { rotation, flip } = this.placement;
    const { width, height } = context.canvas;
    if (rotation === 0 && !flip) {
      context.drawImage(this.frame, 0, 0, width, height);
      return;
    }
    // Rotated first, then flipped: canvas transforms apply in reverse order of the calls.
    const [frameWidth, frameHeight] = rotation % 180 === 0 ? [width, height] : [height, width];
    context.save();
    context.translate(width / 2, height / 2);
    if (flip) context.scale(-1, 1);
    context.rotate((rotation * Math.PI) / 180);
    context.drawImage(this.frame, -frameWidth / 2, -frameHeight / 2, frameWidth, frameHeight);
    context.restore();
  }

  close(): void {
    this.frame.close();
  }
}

/** A VideoFrame of the frame's picture from its pixels copied into `data` (the VideoFrame copies them in turn). */
function copyFrame(frame: VideoFrame, data: Uint8Array, layout: PlaneLayout[]): VideoFrame {
  return new VideoFrame(data, {
    format: frame.format as VideoPixelFormat,
    codedWidth: frame.visibleRect!.width,
    codedHeight: frame.visibleRect!.height,
    layout,
    timestamp: frame.timestamp,
    duration: frame.duration ?? undefined,
    displayWidth: frame.displayWidth,
    displayHeight: frame.displayHeight,
    colorSpace: frame.colorSpace.toJSON(),
  });
}
