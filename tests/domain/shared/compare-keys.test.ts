import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareKeys, compareNames, latestFirst, nameOrder, newestFirst } from '../../../src/domain/shared/compare-keys';
import { listPros } from '../../../src/domain/pros/pro-listing';
import { aPro } from '../../support/pro-mother';
import { publishedStories, type SuccessStory } from '../../../src/domain/content/success-story';

afterEach(() => vi.restoreAllMocks());

const story = (id: string, publishedAt: string): SuccessStory => ({
  id,
  published: true,
  publishedAt,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: publishedAt,
  athleteName: 'Jonas B.',
  proId: null,
  proName: 'Coach',
  sport: 'Tennis',
  before: 'Before',
  after: 'After',
  quote: 'It clicked.',
});

describe('machine text (timestamps, ids) is ordered as written, code unit by code unit', () => {
  it('orders ISO timestamps by time and ids as written, upper case before lower case as in the C collation', () => {
    const times = ['2026-11-26T19:37:00.000Z', '2026-01-05T08:00:00.000Z', '2026-11-26T19:36:59.999Z'];
    expect([...times].sort(compareKeys)).toEqual(['2026-01-05T08:00:00.000Z', '2026-11-26T19:36:59.999Z', '2026-11-26T19:37:00.000Z']);
    expect(['b-2', 'a-10', 'B-1', 'a-2'].sort(compareKeys)).toEqual(['B-1', 'a-10', 'a-2', 'b-2']);
    expect(compareKeys('same', 'same')).toBe(0);
    const records = [{ createdAt: '2026-01-05T08:00:00.000Z' }, { createdAt: '2026-11-26T19:37:00.000Z' }];
    expect([...records].sort(newestFirst).map((r) => r.createdAt)).toEqual(['2026-11-26T19:37:00.000Z', '2026-01-05T08:00:00.000Z']);
  });

  it('latestFirst: newest first, and among records of the same moment the one later in the list first; the list itself is left as it was', () => {
    const rows = [
      { id: 'a', createdAt: '2026-01-05T08:00:00.000Z' },
      { id: 'b', createdAt: '2026-11-26T19:37:00.000Z' },
      { id: 'c', createdAt: '2026-01-05T08:00:00.000Z' },
      { id: 'd', createdAt: '2026-11-26T19:37:00.000Z' },
    ];
    expect(latestFirst(rows).map((r) => r.id)).toEqual(['d', 'b', 'c', 'a']);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a list ordered by time asks for no collation: no localeCompare, so the page never loads ICU’s collation data for it (issue 13)', () => {
    const collate = vi.spyOn(String.prototype, 'localeCompare');
    const newestFirst = publishedStories([story('s1', '2026-03-01T00:00:00.000Z'), story('s2', '2026-05-01T00:00:00.000Z'), story('s3', '2026-04-01T00:00:00.000Z')]);
    expect(newestFirst.map((s) => s.id)).toEqual(['s2', 's3', 's1']);
    expect(collate).not.toHaveBeenCalled();
  });
});

describe('people\'s names are ordered as a reader files them, without the browser\'s collation data (issue 13)', () => {
  it('ignores case and accents first, puts spaces and hyphens before letters, then orders names alike in that sense as written', () => {
    const names = ['Zoë Quinn', 'émile Roux', 'Bob Stone', 'anna Lee', 'Annabel Ray', 'Anna-Lee Fox', 'Emile Roux', 'Øyvind Berg', 'Oscar Diaz', 'Łukasz Nowak', 'Luis Pena'];
    expect([...names].sort(compareNames)).toEqual([
      'anna Lee',
      'Anna-Lee Fox',
      'Annabel Ray',
      'Bob Stone',
      'Emile Roux',
      'émile Roux',
      'Luis Pena',
      'Łukasz Nowak',
      'Oscar Diaz',
      'Øyvind Berg',
      'Zoë Quinn',
    ]);
    expect(compareNames('Straße', 'strasse')).not.toBe(0);
    expect(Math.sign(compareNames('Straße', 'Strasse Z'))).toBe(-1);
    expect(compareNames('Ana Ace', 'Ana Ace')).toBe(0);
  });

  it('agrees with the browser\'s collation on the names a listing shows (Latin script, plain and accented)', () => {
    const names = ['Ines Reyes', 'Leo Lindqvist', 'ana ace', 'Ben Birdie', 'Cleo Court', 'Élodie Marchand', 'Jonas Bäcker', 'Jonas Baker', 'Mia Müller', 'Mia Mueller'];
    const folded = (list: string[]) => list.map((n) => n.toLowerCase());
    expect(folded([...names].sort(compareNames))).toEqual(folded([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || compareKeys(a, b))));
  });

  it('a listing of pros sorted by rating, ties broken by name, asks for no collation: no localeCompare, so `/`, `/pros` and `/dashboard` never load ICU\'s data for it', () => {
    const collate = vi.spyOn(String.prototype, 'localeCompare');
    const pros = ['Cleo Court', 'ana Ace', 'Ben Birdie'].map((displayName, i) => aPro({ id: `p${i}`, displayName, ratingAvg: 4.5 }));
    expect(listPros(pros, { sort: 'rating' }).items.map((p) => p.displayName)).toEqual(['ana Ace', 'Ben Birdie', 'Cleo Court']);
    expect(collate).not.toHaveBeenCalled();
  });

  it('a list sorted by name works each name out once, not twice per comparison, and in the order compareNames gives', () => {
    const names = Array.from({ length: 60 }, (_, i) => `${['Émile', 'anna', 'Bob', 'Łukasz'][i % 4]} ${String.fromCharCode(90 - (i % 26))}${i}`);
    const folds = vi.spyOn(String.prototype, 'normalize');
    const sorted = [...names].sort(nameOrder(names, (name) => name));
    expect(folds.mock.calls.length).toBe(names.length);
    folds.mockRestore();
    expect(sorted).toEqual([...names].sort(compareNames));
  });
});
