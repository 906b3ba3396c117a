import type { Container } from 'inversify';
import { TYPES } from '../application/ports/tokens';
import type { VideoLibrary } from '../application/ports/video-repository.port';
import { RereadVideoMetadata } from '../application/videos/reread-video-metadata.use-case';
import { UploadClip } from '../application/videos/upload-clip.use-case';
import { typedBindings } from './typed-bindings';

/** Videos (issue 10 items 2, 3, 6, 7): the backend's library and the upload and repair use cases. */
export function bindVideos(c: Container, videos: VideoLibrary): void {
  const { constant, factory } = typedBindings(c);
  constant(TYPES.VideoLibrary, videos);
  factory(TYPES.UploadClip, [TYPES.VideoLibrary, TYPES.VideoFactsReader], (library, reader) => new UploadClip(library, reader));
  factory(
    TYPES.RereadVideoMetadata,
    [TYPES.VideoLibrary, TYPES.VideoFactsReader, TYPES.FileDownloader],
    (library, reader, downloader) => new RereadVideoMetadata(library, reader, downloader),
  );
}
