/**
 * Reads a clip's frames with mediabunny (container timestamps, WebCodecs decoding) for the frame
 * cache. Loaded on its own, when a player opens (decoded-frame-cache.ts imports it lazily), so
 * mediabunny is no part of any page's first download; only the MP4/MOV and WebM readers and the
 * sinks are imported, so the rest of the library is left out of the build.
 */
import { BlobSource, EncodedPacketSink, Input, MP4, QTFF, UrlSource, VideoSample, VideoSampleSink, WEBM, type InputVideoTrack, type Source } from 'mediabunny';

/** A clip opened for decoding. */
export interface ClipDecoder {
  /** The first frame's presentation timestamp, in seconds. */
  readonly firstTimestamp: number;
  /** The keyframes' presentation timestamps, in seconds, sorted. */
  readonly keyTimestamps: readonly number[];
  /** What one decoded frame takes in memory (4:2:0 pixels). */
  readonly bytesPerFrame: number;
  /** The decoded frames from `start` (seconds) on, in presentation order; close each, or `keep` it. */
  frames(start: number): AsyncGenerator<VideoSample, void, unknown>;
  /**
   * A copy of a decoded frame, the decoder's own frame closed: a decoder owns its output pictures,
   * and one whose pictures are held stalls (WebCodecs asks for them to be closed promptly), so a
   * frame kept for later is copied into a VideoFrame of its own (the browser's memory, not the
   * page's heap), through one reused buffer: keeping frames makes no garbage to collect.
   */
  keep(sample: VideoSample): Promise<VideoSample>;
  /** Stops every decode and read. */
  dispose(): void;
}

/** More keyframes than this are not listed (the window then uses the last one it knows). */
const MAX_KEYFRAMES = 20_000;

/** Opens the clip at `url` (a blob: URL of the embedded backend, or an http(s) URL read with range requests); null when it cannot be decoded here. */
export async function openClipDecoder(url: string): Promise<ClipDecoder | null> {
  const input = new Input({ source: await sourceOf(url), formats: [MP4, QTFF, WEBM] });
  try {
    const track = await input.getPrimaryVideoTrack();
    if (!track || !(await track.canDecode())) {
      input.dispose();
      return null;
    }
    const [firstTimestamp, keyTimestamps, width, height] = await Promise.all([track.getFirstTimestamp(), keyTimestampsOf(track), track.getCodedWidth(), track.getCodedHeight()]);
    const sink = new VideoSampleSink(track);
    let scratch = new Uint8Array(0);
    return {
      firstTimestamp,
      keyTimestamps,
      bytesPerFrame: Math.ceil(width * height * 1.5),
      frames: (start) => sink.samples(start),
      keep: async (sample) => {
        if (sample.format === null) return sample;
        try {
          const size = sample.allocationSize();
          if (scratch.byteLength < size) scratch = new Uint8Array(size);
          const data = scratch.subarray(0, size);
          const layout = await sample.copyTo(data);
          return new VideoSample(copyFrame(sample, data, layout), { rotation: sample.rotation, flip: sample.flip, timestamp: sample.timestamp, duration: sample.duration });
        } finally {
          sample.close();
        }
      },
      dispose: () => input.dispose(),
    };
  } catch (error) {
    input.dispose();
    throw error;
  }
}

async function sourceOf(url: string): Promise<Source> {
  if (url.startsWith('blob:')) return new BlobSource(await (await fetch(url)).blob());
  return new UrlSource(url);
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

/** A VideoFrame of the sample's picture from its pixels copied into `data` (the VideoFrame copies them in turn). */
function copyFrame(sample: VideoSample, data: Uint8Array, layout: PlaneLayout[]): VideoFrame {
  return new VideoFrame(data, {
    format: sample.format as VideoPixelFormat,
    codedWidth: sample.visibleRect.width,
    codedHeight: sample.visibleRect.height,
    layout,
    timestamp: sample.microsecondTimestamp,
    duration: sample.microsecondDuration,
    displayWidth: sample.squarePixelWidth,
    displayHeight: sample.squarePixelHeight,
    colorSpace: sample.colorSpace.toJSON(),
  });
}
