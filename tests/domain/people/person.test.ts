import { describe, expect, it } from 'vitest';
import { PEOPLE_PAGE_SIZE, PEOPLE_SEARCH_LIMIT, peoplePage, personName, searchPeople, type Person } from '../../../src/domain/people/person';

const admin = { id: 'admin', isAdmin: true };
const person = (id: string, firstName: string, lastName: string, email: string): Person => ({ id, firstName, lastName, email, accountType: 'athlete', isAdmin: false });
const people = [person('1', 'Ana', 'Ace', 'ana@example.com'), person('2', 'Ben', 'Birdie', 'ben@clubs.test'), person('3', '', '', 'nameless@example.com')];

describe('Issue 12 admins search people', () => {
  it('by part of the name or the e-mail, case-insensitively, ordered by name', () => {
    expect(searchPeople(people, 'ana a', admin)).toEqual({ ok: true, value: [people[0]] });
    expect(searchPeople(people, 'CLUBS', admin)).toEqual({ ok: true, value: [people[1]] });
    expect(searchPeople(people, 'example', admin)).toEqual({ ok: true, value: [people[0], people[2]] });
    expect(searchPeople(people, '  ', admin)).toEqual({ ok: true, value: [] });
    expect(searchPeople(people, 'x'.repeat(101), admin)).toMatchObject({ ok: false, error: { reason: 'invalid' } });
  });

  it('at most the limit', () => {
    const many = Array.from({ length: PEOPLE_SEARCH_LIMIT + 5 }, (_, i) => person(String(i), 'Sam', String(i).padStart(2, '0'), `s${i}@x.test`));
    const found = searchPeople(many, 'sam', admin);
    expect(found.ok && found.value.length).toBe(PEOPLE_SEARCH_LIMIT);
  });

  it('refuses anyone but an admin', () => {
    expect(searchPeople(people, 'ana', { id: 'ana', isAdmin: false })).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(searchPeople(people, 'ana', null)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
  });

  it("shows a person's e-mail when they have no name", () => {
    expect(personName(people[2]!)).toBe('nameless@example.com');
    expect(personName(people[0]!)).toBe('Ana Ace');
  });
});

describe('Issue 13 admins page through everyone on /admin/users', () => {
  const many = Array.from({ length: PEOPLE_PAGE_SIZE * 2 + 3 }, (_, i) => person(String(i), 'Sam', String(i).padStart(2, '0'), `s${i}@x.test`));

  it('everyone when nothing is typed, by name then e-mail, a page of PEOPLE_PAGE_SIZE at a time, with the total', () => {
    expect(peoplePage(people, { query: '', page: 1 }, admin)).toEqual({ ok: true, value: { people: [people[0], people[1], people[2]], total: 3 } });
    const pages = [1, 2, 3].map((page) => peoplePage(many, { query: '  ', page }, admin));
    expect(pages.map((p) => p.ok && p.value.people.length)).toEqual([PEOPLE_PAGE_SIZE, PEOPLE_PAGE_SIZE, 3]);
    expect(pages.every((p) => p.ok && p.value.total === many.length)).toBe(true);
    const everyone = pages.flatMap((p) => (p.ok ? p.value.people.map((x) => x.lastName) : []));
    expect(everyone).toEqual(many.map((p) => p.lastName));
  });

  it('those a query matches, as the search does, and a page past the end is empty with the total', () => {
    expect(peoplePage(people, { query: 'EXAMPLE', page: 1 }, admin)).toEqual({ ok: true, value: { people: [people[0], people[2]], total: 2 } });
    expect(peoplePage(people, { query: 'example', page: 2 }, admin)).toEqual({ ok: true, value: { people: [], total: 2 } });
    expect(peoplePage(people, { query: 'x'.repeat(101), page: 1 }, admin)).toMatchObject({ ok: false, error: { reason: 'invalid' } });
  });

  it('a page that is not a whole number from 1 is invalid', () => {
    for (const page of [0, -1, 1.5, Number.NaN]) expect(peoplePage(people, { query: '', page }, admin)).toMatchObject({ ok: false, error: { reason: 'invalid' } });
  });

  it('refuses anyone but an admin', () => {
    expect(peoplePage(people, { query: '', page: 1 }, { id: 'ana', isAdmin: false })).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(peoplePage(people, { query: '', page: 1 }, null)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
  });
});
