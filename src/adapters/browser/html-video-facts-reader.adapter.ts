import type { Clock } from '../../application/ports/clock.port';
import type { VideoFactsReader, VideoThumbnail } from '../../application/ports/video-facts-reader.port';
import { thumbnailTime, type VideoFacts } from '../../domain/videos/video';

/** What a <video> element knows once its metadata loaded. */
export interface LoadedMetadata {
  readonly duration: number;
  readonly videoWidth: number;
  readonly videoHeight: number;
}

/**
 * The facts a loaded <video> gives: decodable only with a finite, positive duration and a frame
 * size (a MediaRecorder WebM reports `Infinity` until it is scanned: treated as undecodable
 * here, so it lands in repair rather than being stored with a wrong duration).
 */
export function factsFromMetadata(metadata: LoadedMetadata | null): VideoFacts {
  if (!metadata) return { decodable: false };
  const { duration, videoWidth, videoHeight } = metadata;
  if (!Number.isFinite(duration) || duration <= 0 || videoWidth <= 0 || videoHeight <= 0) return { decodable: false };
  return { decodable: true, durationS: Math.round(duration * 1000) / 1000, width: videoWidth, height: videoHeight, thumbnailPath: null };
}

/** The thumbnail's canvas size: the frame scaled to fit `max` × `max`, proportions kept, never upscaled. */
export function thumbnailSize(width: number, height: number, max = 320): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** How long the browser gets to open the file before it is called undecodable. */
export const READ_TIMEOUT_MS = 15_000;

/**
 * The browser's reader: a muted, detached <video> on an object URL for the metadata, a seek to
 * 10 % of the clip, and a canvas for the JPEG thumbnail. Exercised in Chromium (jsdom has no
 * media pipeline); the pure parts above are unit-tested.
 */
export class HtmlVideoFactsReader implements VideoFactsReader {
  constructor(
    /** The read gives up after READ_TIMEOUT_MS on this clock (a file the browser never answers for). */
    private readonly clock: Clock,
    private readonly doc: Document = document,
  ) {}

  async read(file: Blob): Promise<{ facts: VideoFacts; thumbnail: VideoThumbnail | null }> {
    const url = URL.createObjectURL(file);
    const video = this.doc.createElement('video');
    video.muted = true;
    video.preload = 'metadata';
    video.playsInline = true;
    try {
      const metadata = await this.once(video, 'loadedmetadata', () => (video.src = url)).then(
        () => ({ duration: video.duration, videoWidth: video.videoWidth, videoHeight: video.videoHeight }),
        () => null,
      );
      const facts = factsFromMetadata(metadata);
      if (!facts.decodable) return { facts, thumbnail: null };
      const seeked = await this.once(video, 'seeked', () => (video.currentTime = thumbnailTime(facts.durationS))).then(
        () => true,
        () => false,
      );
      return { facts, thumbnail: seeked ? await this.draw(video) : null };
    } finally {
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
    }
  }

  private once(video: HTMLVideoElement, event: 'loadedmetadata' | 'seeked', start: () => void): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = this.clock.scheduler.schedule(() => finish(new Error('timeout')), READ_TIMEOUT_MS);
      const finish = (error?: Error) => {
        timer.unsubscribe();
        video.removeEventListener(event, onEvent);
        video.removeEventListener('error', onError);
        if (error) reject(error);
        else resolve();
      };
      const onEvent = () => finish();
      const onError = () => finish(new Error('The video could not be decoded.'));
      video.addEventListener(event, onEvent);
      video.addEventListener('error', onError);
      start();
    });
  }

  private async draw(video: HTMLVideoElement): Promise<VideoThumbnail | null> {
    const size = thumbnailSize(video.videoWidth, video.videoHeight);
    const canvas = this.doc.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(video, 0, 0, size.width, size.height);
    const bytes = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
    return bytes ? { bytes, type: 'image/jpeg' } : null;
  }
}
