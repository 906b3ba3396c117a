import { describe, expect, it } from 'vitest';
import { PEOPLE_SEARCH_LIMIT, personName, searchPeople, type Person } from '../../../src/domain/people/person';

const admin = { id: 'admin', isAdmin: true };
const person = (id: string, firstName: string, lastName: string, email: string): Person => ({ id, firstName, lastName, email });
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
