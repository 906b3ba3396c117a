import type { VideoFactsReader, VideoThumbnail } from '../../application/ports/video-facts-reader.port';
import type { VideoFacts } from '../../domain/videos/video';

/**
 * The facts a test's "browser" reads from a file (jsdom has no media pipeline): a playable
 * 3-second 320×180 clip unless the test scripts otherwise; files it was asked about are recorded.
 */
export class ScriptedVideoFactsReader implements VideoFactsReader {
  answer: VideoFacts = { decodable: true, durationS: 3, width: 320, height: 180, thumbnailPath: null };
  readonly asked: Blob[] = [];

  async read(file: Blob): Promise<{ facts: VideoFacts; thumbnail: VideoThumbnail | null }> {
    this.asked.push(file);
    return { facts: this.answer, thumbnail: null };
  }
}
