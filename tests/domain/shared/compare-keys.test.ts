import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareKeys, latestFirst, newestFirst } from '../../../src/domain/shared/compare-keys';
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
