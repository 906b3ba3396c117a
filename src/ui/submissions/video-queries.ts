import type { VideoLibrary } from '../../application/ports/video-repository.port';
import { resultQueryOptions } from '../hooks/use-result-query';

/** Every query key of the videos area. */
export const videoKeys = {
  all: ['videos'] as const,
  detail: (id: string) => [...videoKeys.all, 'detail', id] as const,
  playback: (id: string) => [...videoKeys.all, 'playback', id] as const,
  thumbnail: (id: string) => [...videoKeys.all, 'thumbnail', id] as const,
  repair: () => [...videoKeys.all, 'repair'] as const,
};

/** One `queryOptions` per read of the videos area. */
export const videoQueries = {
  detail: (videos: VideoLibrary, id: string) => resultQueryOptions(videoKeys.detail(id), () => videos.find(id)),
  playback: (videos: VideoLibrary, id: string) => resultQueryOptions(videoKeys.playback(id), () => videos.playbackUrl(id)),
  thumbnail: (videos: VideoLibrary, id: string) => resultQueryOptions(videoKeys.thumbnail(id), () => videos.thumbnailUrl(id)),
  repair: (videos: VideoLibrary) => resultQueryOptions(videoKeys.repair(), () => videos.listRepairCases()),
};
