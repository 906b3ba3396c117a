import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { Video } from '../../domain/videos/video';
import type { FileDownloader } from '../ports/file-downloader.port';
import type { VideoFactsReader } from '../ports/video-facts-reader.port';
import type { VideoLibrary } from '../ports/video-repository.port';

/**
 * /admin/video-repair "Re-read metadata", in the admin's browser: the stored file is fetched
 * through its playback URL, read again (duration, size, thumbnail) and stored by the backend,
 * which lets admins only do it (repairVideoMetadata). Facts the browser still cannot read come
 * back as the backend's refusal ("invalid"), and the video stays on the list.
 */
export class RereadVideoMetadata {
  constructor(
    private readonly videos: VideoLibrary,
    private readonly reader: VideoFactsReader,
    private readonly downloader: FileDownloader,
  ) {}

  async execute(videoId: string): Promise<Result<Video, DataError>> {
    const url = await this.videos.playbackUrl(videoId);
    if (!url.ok) return url;
    const file = await this.downloader.download(url.value);
    if (!file.ok) return file;
    const { facts, thumbnail } = await this.reader.read(file.value);
    return this.videos.repairMetadata(videoId, facts, thumbnail);
  }
}
