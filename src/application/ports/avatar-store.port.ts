import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';

/** The public avatars bucket (issue 12): each user writes only under `<their id>/`, anyone reads. */
export interface AvatarStore {
  put(path: string, file: Blob): Promise<Result<void, DataError>>;
  remove(path: string): Promise<Result<void, DataError>>;
  /** An address the page can show the image from (its public URL; an object URL on the simulated backends), or null when it is gone. */
  url(path: string): Promise<string | null>;
}
