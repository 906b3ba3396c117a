import type { Container } from 'inversify';
import { TYPES } from '../application/ports/tokens';
import { RereadVideoMetadata } from '../application/videos/reread-video-metadata.use-case';
import { UploadClip } from '../application/videos/upload-clip.use-case';
import { typedBindings } from './typed-bindings';

/** Videos (issue 10 items 2, 3, 6, 7): the upload and repair use cases (the library is bound with the ports, core-container.ts). */
export function bindVideos(c: Container): void {
  const { factory } = typedBindings(c);
  factory(TYPES.UploadClip, [TYPES.VideoLibrary, TYPES.VideoFactsReader], (library, reader) => new UploadClip(library, reader));
  factory(
    TYPES.RereadVideoMetadata,
    [TYPES.VideoLibrary, TYPES.VideoFactsReader, TYPES.FileDownloader],
    (library, reader, downloader) => new RereadVideoMetadata(library, reader, downloader),
  );
}
