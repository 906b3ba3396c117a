import type { SuccessStoryRepository } from '../../application/ports/success-story-repository.port';
import { resultQueryOptions } from '../hooks/use-result-query';

/** Every query key of the content pages; a change to a story refreshes them all with one invalidation. */
export const contentKeys = {
  all: ['content'] as const,
  publishedStories: () => [...contentKeys.all, 'stories', 'published'] as const,
  allStories: () => [...contentKeys.all, 'stories', 'all'] as const,
};

export const contentQueries = {
  publishedStories: (stories: SuccessStoryRepository) => resultQueryOptions(contentKeys.publishedStories(), () => stories.listPublished()),
  /** Drafts included (admins). */
  allStories: (stories: SuccessStoryRepository) => resultQueryOptions(contentKeys.allStories(), () => stories.listAll()),
};
