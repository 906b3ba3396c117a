import type { VideoFacts } from '../../domain/videos/video';

/** A thumbnail the browser drew: a JPEG of the frame at 10 % of the clip. */
export interface VideoThumbnail {
  readonly bytes: Blob;
  readonly type: 'image/jpeg';
}

/**
 * Reads a video file's facts in the browser as its upload starts: duration, width, height and a
 * thumbnail (the frame at `thumbnailTime(duration)`). A file that claims a video type but cannot
 * be decoded answers `{ decodable: false }` (it is still stored, as needs_repair).
 */
export interface VideoFactsReader {
  read(file: Blob): Promise<{ readonly facts: VideoFacts; readonly thumbnail: VideoThumbnail | null }>;
}
