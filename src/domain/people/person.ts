import type { AccountType } from '../auth/account-type';
import type { Profile } from '../auth/profile';
import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { compareKeys, nameOrder } from '../shared/compare-keys';
import { requireAdmin } from '../shared/authorization';
import { dataErrors, type DataError } from '../shared/data-error';

/** A person with an account: their profile's name, role and administrator flag, and their sign-in e-mail. */
export interface Person {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly accountType: AccountType;
  readonly isAdmin: boolean;
}

/** A person as the directory lists them: from their profile, with their sign-in e-mail. */
export const personOf = (profile: Pick<Profile, 'id' | 'firstName' | 'lastName' | 'accountType' | 'isAdmin'>, email: string): Person => ({
  id: profile.id,
  firstName: profile.firstName,
  lastName: profile.lastName,
  email,
  accountType: profile.accountType,
  isAdmin: profile.isAdmin,
});

/** How many people one search returns. */
export const PEOPLE_SEARCH_LIMIT = 10;
/** The longest query a search accepts. */
export const PEOPLE_QUERY_MAX = 100;

/** A person's name as the screens show it: first and last name, or their e-mail when they have none. */
export const personName = (person: Pick<Person, 'firstName' | 'lastName' | 'email'>): string => `${person.firstName} ${person.lastName}`.trim() || person.email;

/** How many people one page of the directory (/admin/users) holds. */
export const PEOPLE_PAGE_SIZE = 20;

/** A page of the people directory: the people on it, and how many match in all. */
export interface PeoplePage {
  readonly people: readonly Person[];
  readonly total: number;
}

/** Which page of the directory: everyone, or those a query matches; pages count from 1. */
export interface PeoplePageRequest {
  readonly query: string;
  readonly page: number;
}

/** By name then e-mail, each name's key worked out once for the list. */
function byName(people: readonly Person[]): (a: Person, b: Person) => number {
  const names = nameOrder(people, personName);
  return (a, b) => names(a, b) || compareKeys(a.email, b.email);
}

/** The query as the backends match it (trimmed, lower case), or why it cannot be asked; admins only. */
function adminQuery(query: string, actor: Actor, page = 1): Result<string, DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  const refused = peopleRequestRefusal(query, page);
  return refused ? err(refused) : ok(query.trim().toLowerCase());
}

/** Why a search (or, with `page`, a directory page) cannot be asked: a query too long, a page not from 1; or null. */
export function peopleRequestRefusal(query: string, page = 1): DataError | null {
  if (query.trim().length > PEOPLE_QUERY_MAX) return dataErrors.invalid(`A search has at most ${PEOPLE_QUERY_MAX} characters.`);
  return Number.isInteger(page) && page >= 1 ? null : dataErrors.invalid('Pages are numbered from 1.');
}

/** Everyone whose name or e-mail holds the needle (everyone for an empty one), by name then e-mail. */
function matching(people: Iterable<Person>, needle: string): Person[] {
  const found = [...people].filter((p) => needle === '' || `${p.firstName} ${p.lastName}`.toLowerCase().includes(needle) || p.email.toLowerCase().includes(needle));
  return found.sort(byName(found));
}

/**
 * Admins find a person by part of their name or e-mail, case-insensitively, ordered by name then
 * e-mail, at most PEOPLE_SEARCH_LIMIT. An empty query finds no one; anyone else is refused.
 */
export function searchPeople(people: Iterable<Person>, query: string, actor: Actor): Result<readonly Person[], DataError> {
  const needle = adminQuery(query, actor);
  if (!needle.ok) return needle;
  if (needle.value === '') return ok([]);
  return ok(matching(people, needle.value).slice(0, PEOPLE_SEARCH_LIMIT));
}

/**
 * Admins page through everyone (an empty query) or those a query matches, by name then e-mail,
 * PEOPLE_PAGE_SIZE at a time, with the total. A page past the end is empty; a page that is not a
 * whole number from 1 is invalid. Anyone else is refused.
 */
export function peoplePage(people: Iterable<Person>, request: PeoplePageRequest, actor: Actor): Result<PeoplePage, DataError> {
  const needle = adminQuery(request.query, actor, request.page);
  if (!needle.ok) return needle;
  const all = matching(people, needle.value);
  const start = (request.page - 1) * PEOPLE_PAGE_SIZE;
  return ok({ people: all.slice(start, start + PEOPLE_PAGE_SIZE), total: all.length });
}
