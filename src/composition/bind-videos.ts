import type { Container } from 'inversify';
import { TYPES } from '../application/ports/tokens';
import type { VideoRepository } from '../application/ports/video-repository.port';
import { typedBindings } from './typed-bindings';

/** Videos (issue 10 items 2, 3, 7): the backend's repository; the upload and repair use cases bind here as they come. */
export function bindVideos(c: Container, videos: VideoRepository): void {
  const { constant } = typedBindings(c);
  constant(TYPES.VideoRepository, videos);
}
