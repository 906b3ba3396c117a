import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { Video } from '../../domain/videos/video';
import type { VideoFactsReader } from '../ports/video-facts-reader.port';
import type { VideoLibrary, VideoUpload } from '../ports/video-repository.port';

export interface ClipUpload {
  readonly upload: VideoUpload;
  /**
   * The facts and thumbnail read while the bytes are sent, stored with the video: settles with the
   * video as recorded (ready, or needs_repair for a file the browser cannot decode).
   */
  readonly recorded: Promise<Result<Video, DataError>>;
}

/**
 * /upload: starts sending the clip (checked against the settings first, nothing sent when refused)
 * and meanwhile reads its facts in the browser and stores them with the thumbnail (the frame at
 * 10 % of the clip). A file that claims a video type but cannot be decoded is still stored, as
 * needs_repair.
 */
export class UploadClip {
  constructor(
    private readonly videos: VideoLibrary,
    private readonly reader: VideoFactsReader,
  ) {}

  async execute(file: File): Promise<Result<ClipUpload, DataError>> {
    const started = await this.videos.startUpload(file);
    if (!started.ok) return started;
    const upload = started.value;
    const recorded = this.reader
      .read(file)
      // A reader that gives up is a file the browser cannot decode: stored, as needs_repair.
      .catch(() => ({ facts: { decodable: false } as const, thumbnail: null }))
      .then(({ facts, thumbnail }) => this.videos.recordFacts(upload.video.id, facts, thumbnail));
    return { ok: true, value: { upload, recorded } };
  }
}
