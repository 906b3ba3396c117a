import type { VideoRepository } from '../../application/ports/video-repository.port';
import { resultQueryOptions } from '../hooks/use-result-query';

/** Every query key of the videos area. */
export const videoKeys = {
  all: ['videos'] as const,
  detail: (id: string) => [...videoKeys.all, 'detail', id] as const,
  playback: (id: string) => [...videoKeys.all, 'playback', id] as const,
  repair: () => [...videoKeys.all, 'repair'] as const,
};

/** One `queryOptions` per read of the videos area. */
export const videoQueries = {
  detail: (videos: VideoRepository, id: string) => resultQueryOptions(videoKeys.detail(id), () => videos.find(id)),
  playback: (videos: VideoRepository, id: string) => resultQueryOptions(videoKeys.playback(id), () => videos.playbackUrl(id)),
  repair: (videos: VideoRepository) => resultQueryOptions(videoKeys.repair(), () => videos.listNeedingRepair()),
};
