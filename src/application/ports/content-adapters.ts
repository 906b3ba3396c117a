import type { SuccessStoryRepository } from './success-story-repository.port';
import type { SupportDesk } from './support-desk.port';

/** The content pages' ports, as one backend provides them. */
export interface ContentAdapters {
  readonly stories: SuccessStoryRepository;
  readonly support: SupportDesk;
}
