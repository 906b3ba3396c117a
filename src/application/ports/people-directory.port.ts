import type { PeoplePage, PeoplePageRequest, Person } from '../../domain/people/person';
import type { DataError } from '../../domain/shared/data-error';
import type { Result } from '../../domain/result';

export type { PeoplePage, PeoplePageRequest, Person } from '../../domain/people/person';

/**
 * The people who have an account, as admins look them up. The backend decides
 * (src/domain/people/person.ts): admins only; `searchPeople` (a notification's recipient) by part
 * of a name or an e-mail, at most PEOPLE_SEARCH_LIMIT; `listPeople` (/admin/users) everyone or
 * those a query matches, a page of PEOPLE_PAGE_SIZE at a time, with how many there are.
 */
export interface PeopleDirectory {
  searchPeople(query: string): Promise<Result<readonly Person[], DataError>>;
  listPeople(request: PeoplePageRequest): Promise<Result<PeoplePage, DataError>>;
}
