import type { Person } from '../../domain/people/person';
import type { DataError } from '../../domain/shared/data-error';
import type { Result } from '../../domain/result';

export type { Person } from '../../domain/people/person';

/**
 * The people who have an account, as admins look them up (to send one of them a notification).
 * The backend decides (src/domain/people/person.ts searchPeople): admins only, by part of a
 * name or an e-mail, at most PEOPLE_SEARCH_LIMIT.
 */
export interface PeopleDirectory {
  searchPeople(query: string): Promise<Result<readonly Person[], DataError>>;
}
