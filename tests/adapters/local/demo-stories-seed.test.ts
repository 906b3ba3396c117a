import { afterEach, describe, expect, it } from 'vitest';
import { demoStories } from '../../../src/adapters/demo-stories';
import { request } from '../../../src/adapters/local/local-database';
import { ok } from '../../../src/domain/result';
import { aLocalBrowser, type LocalBrowser } from './support/local-world';

let browser: LocalBrowser;
afterEach(() => browser?.closeAll());

describe('demo success stories of the embedded backend', () => {
  it('Issue 12 seeds the published demo stories, each naming a sample pro listed on /pros', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab({ seedDemo: true });
    const stories = await tab.content.stories.listPublished();
    expect(stories.ok && stories.value.map((s) => s.id)).toEqual(demoStories(new Date(browser.clock.now()).toISOString()).map((s) => s.id));
    for (const story of stories.ok ? stories.value : []) {
      const pro = await tab.pros.findPublic(story.proId!);
      expect(pro.ok && pro.value?.displayName).toBe(story.proName);
    }
  });

  it('Issue 12 a browser seeded before stories existed gets them once; a story an admin deleted stays deleted', async () => {
    browser = aLocalBrowser();
    const first = await browser.openTab({ seedDemo: true });
    // As a browser seeded by an earlier version: demo accounts present, no stories and no story mark.
    await first.database.write(['meta', 'success_stories'], async (tx) => {
      tx.objectStore('success_stories').clear();
      tx.objectStore('meta').delete('demo-stories-seeded-at');
      return ok(undefined);
    });
    const second = await browser.openTab({ seedDemo: true });
    const seeded = await second.content.stories.listPublished();
    expect(seeded.ok && seeded.value).toHaveLength(3);

    const admin = await second.auth.signInWithPassword({ email: 'admin@clipcoach.demo', password: 'clipcoach-demo' });
    expect(admin.ok).toBe(true);
    expect((await second.content.stories.remove('demo-story-1')).ok).toBe(true);
    const third = await browser.openTab({ seedDemo: true });
    const after = await third.content.stories.listPublished();
    expect(after.ok && after.value.map((s) => s.id)).toEqual(['demo-story-2', 'demo-story-3']);
    const mark = await third.database.read('meta', (tx) => request(tx.objectStore('meta').get('demo-stories-seeded-at')));
    expect(mark).toBeTruthy();
  });
});
