import { describe, expect, it } from 'vitest';
import { allStoriesFor, createStory, deleteStory, editStory, publishedStories, setStoryPublished, type SuccessStory } from '../../../src/domain/content/success-story';
import { aStory } from '../../contract/content.contract';

const admin = { id: 'admin-1', isAdmin: true };
const athlete = { id: 'athlete-1', isAdmin: false };
const T0 = '2026-01-01T10:00:00.000Z';
const T1 = '2026-01-02T10:00:00.000Z';

const story = (overrides: Partial<SuccessStory> = {}): SuccessStory => ({ ...aStory(), id: 's1', published: false, publishedAt: null, createdAt: T0, updatedAt: T0, ...overrides });

describe('success stories (domain)', () => {
  it('Issue 12 only an admin creates a story, trimmed and unpublished', () => {
    const created = createStory(aStory({ athleteName: '  Ana  ', proId: '  ' }), admin, 's1', T0);
    expect(created.ok && created.value).toMatchObject({ athleteName: 'Ana', proId: null, published: false, publishedAt: null, createdAt: T0 });
    for (const actor of [athlete, null]) {
      const refused = createStory(aStory(), actor, 's1', T0);
      expect(!refused.ok && refused.error.reason).toBe('forbidden');
    }
  });

  it('Issue 12 each field has 1 to its limit of characters', () => {
    const tooLong = createStory(aStory({ before: 'x'.repeat(601) }), admin, 's1', T0);
    expect(!tooLong.ok && tooLong.error.message).toBe('The “before” has 1 to 600 characters.');
    const empty = createStory(aStory({ sport: ' ' }), admin, 's1', T0);
    expect(!empty.ok && empty.error.reason).toBe('invalid');
  });

  it('Issue 12 publishing dates the story once; unpublishing clears the date; non-admins are refused', () => {
    const on = setStoryPublished(story(), true, admin, T1);
    expect(on.ok && [on.value.published, on.value.publishedAt]).toEqual([true, T1]);
    const again = setStoryPublished(on.ok ? on.value : null, true, admin, '2026-02-01T00:00:00.000Z');
    expect(again.ok && again.value.publishedAt).toBe(T1);
    const off = setStoryPublished(on.ok ? on.value : null, false, admin, T1);
    expect(off.ok && [off.value.published, off.value.publishedAt]).toEqual([false, null]);
    const refused = setStoryPublished(story(), true, athlete, T1);
    expect(!refused.ok && refused.error.reason).toBe('forbidden');
    const missing = setStoryPublished(null, true, admin, T1);
    expect(!missing.ok && missing.error.reason).toBe('not-found');
  });

  it('Issue 12 editing keeps the publication; deleting is for admins only', () => {
    const edited = editStory(story({ published: true, publishedAt: T0 }), aStory({ quote: 'New' }), admin, T1);
    expect(edited.ok && [edited.value.quote, edited.value.published, edited.value.updatedAt]).toEqual(['New', true, T1]);
    expect(editStory(story(), aStory(), athlete, T1).ok).toBe(false);
    expect(deleteStory(story(), admin).ok).toBe(true);
    const refused = deleteStory(story(), null);
    expect(!refused.ok && refused.error.reason).toBe('forbidden');
  });

  it('Issue 12 the public list holds published stories only, newest first; all stories are for admins', () => {
    const stories = [
      story({ id: 'old', published: true, publishedAt: T0 }),
      story({ id: 'draft' }),
      story({ id: 'new', published: true, publishedAt: T1 }),
    ];
    expect(publishedStories(stories).map((s) => s.id)).toEqual(['new', 'old']);
    const all = allStoriesFor(stories, admin);
    expect(all.ok && all.value.map((s) => s.id).sort()).toEqual(['draft', 'new', 'old']);
    expect(allStoriesFor(stories, athlete).ok).toBe(false);
  });
});
