import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { SuccessStory, SuccessStoryFields } from '../../domain/content/success-story';

export type { SuccessStory, SuccessStoryFields } from '../../domain/content/success-story';

/**
 * Success stories (/success-stories). The backend decides who may do what
 * (src/domain/content/success-story.ts): anyone, signed in or not, reads the published ones;
 * only admins read drafts, write, publish, unpublish and delete.
 */
export interface SuccessStoryRepository {
  /** Published stories, newest first; open to everyone. */
  listPublished(): Promise<Result<readonly SuccessStory[], DataError>>;
  /** Every story, drafts included (admins). */
  listAll(): Promise<Result<readonly SuccessStory[], DataError>>;
  /** A new story, unpublished (admins). */
  create(fields: SuccessStoryFields): Promise<Result<SuccessStory, DataError>>;
  update(id: string, fields: SuccessStoryFields): Promise<Result<SuccessStory, DataError>>;
  setPublished(id: string, published: boolean): Promise<Result<SuccessStory, DataError>>;
  remove(id: string): Promise<Result<void, DataError>>;
}
