import type { VideoFactsReader, VideoThumbnail } from '../../application/ports/video-facts-reader.port';
import type { FileDownloader } from '../../application/ports/file-downloader.port';
import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { VideoFacts } from '../../domain/videos/video';

/** A small JPEG-typed blob standing in for the frame the browser draws. */
export const scriptedThumbnail = (): VideoThumbnail => ({ bytes: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' }), type: 'image/jpeg' });

/**
 * The facts a test's "browser" reads from a file (jsdom has no media pipeline): a playable
 * 3-second 320×180 clip with a thumbnail unless the test scripts otherwise (a file it cannot
 * decode has none); files it was asked about are recorded.
 */
export class ScriptedVideoFactsReader implements VideoFactsReader {
  answer: VideoFacts = { decodable: true, durationS: 3, width: 320, height: 180, thumbnailPath: null };
  readonly asked: Blob[] = [];
  private held: Promise<void> | null = null;

  /** Reads answer only once the returned `release` is called: a browser still decoding a large clip. */
  hold(): () => void {
    let release = () => {};
    this.held = new Promise((done) => (release = done));
    return () => {
      this.held = null;
      release();
    };
  }

  async read(file: Blob): Promise<{ facts: VideoFacts; thumbnail: VideoThumbnail | null }> {
    this.asked.push(file);
    if (this.held) await this.held;
    return { facts: this.answer, thumbnail: this.answer.decodable ? scriptedThumbnail() : null };
  }
}

/** Downloads in a test (jsdom fetches no blob URL): answers a clip's bytes and records what was asked. */
export class ScriptedFileDownloader implements FileDownloader {
  readonly asked: string[] = [];
  answer: Result<Blob, DataError> = { ok: true, value: new Blob([new Uint8Array(16)], { type: 'video/mp4' }) };

  async download(url: string): Promise<Result<Blob, DataError>> {
    this.asked.push(url);
    return this.answer;
  }
}
