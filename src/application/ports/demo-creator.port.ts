import type { AdminUsers } from './admin-users.port';
import type { DemoRecord, DemoRequest } from '../../domain/demo/demo-data';
import type { DataError } from '../../domain/shared/data-error';
import type { Result } from '../../domain/result';

export type { DemoRecord, DemoRequest } from '../../domain/demo/demo-data';

/**
 * /admin/demo-creator: demo pros (verified, or pending applicants to verify at once), athletes,
 * submissions at every status and published success stories, made in the current backend and marked, so that wiping
 * removes exactly what was created (src/domain/demo/demo-data.ts). Admins only.
 */
export interface DemoCreator {
  /** Creates what the request asks for; answers the records of what was made. */
  create(request: DemoRequest): Promise<Result<readonly DemoRecord[], DataError>>;
  /** Everything the creator made and has not wiped yet, oldest first. */
  list(): Promise<Result<readonly DemoRecord[], DataError>>;
  /** Removes every row the creator made (and what hangs off them); answers how many records were wiped. */
  wipe(): Promise<Result<number, DataError>>;
}

/** The admin tools one backend provides. */
export interface AdminAdapters {
  readonly users: AdminUsers;
  readonly demo: DemoCreator;
}
