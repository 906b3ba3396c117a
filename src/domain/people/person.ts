import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { requireAdmin } from '../shared/authorization';
import { dataErrors, type DataError } from '../shared/data-error';

/** A person with an account: their profile's name and their sign-in e-mail. */
export interface Person {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/** How many people one search returns. */
export const PEOPLE_SEARCH_LIMIT = 10;
/** The longest query a search accepts. */
export const PEOPLE_QUERY_MAX = 100;

/** A person's name as the screens show it: first and last name, or their e-mail when they have none. */
export const personName = (person: Pick<Person, 'firstName' | 'lastName' | 'email'>): string => `${person.firstName} ${person.lastName}`.trim() || person.email;

/**
 * Admins find a person by part of their name or e-mail, case-insensitively, ordered by name then
 * e-mail, at most PEOPLE_SEARCH_LIMIT. An empty query finds no one; anyone else is refused.
 */
export function searchPeople(people: Iterable<Person>, query: string, actor: Actor): Result<readonly Person[], DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  const needle = query.trim().toLowerCase();
  if (needle.length > PEOPLE_QUERY_MAX) return err(dataErrors.invalid(`A search has at most ${PEOPLE_QUERY_MAX} characters.`));
  if (needle === '') return ok([]);
  const matches = [...people].filter((p) => `${p.firstName} ${p.lastName}`.toLowerCase().includes(needle) || p.email.toLowerCase().includes(needle));
  const byName = (a: Person, b: Person) => personName(a).toLowerCase().localeCompare(personName(b).toLowerCase()) || a.email.localeCompare(b.email);
  return ok(matches.sort(byName).slice(0, PEOPLE_SEARCH_LIMIT));
}
