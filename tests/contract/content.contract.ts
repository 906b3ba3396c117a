/**
 * The content contract (success stories and "Contact support", issue 12), run against every
 * backend. It checks behaviour AND who may do what, because the backend, not the client, enforces it.
 *
 * To run it against a new backend, call
 *
 *   describeContentContract('MyBackend', async () => ({ content, notifications, harness }));
 *
 * with FRESH adapters per test and a harness implementing `ContentContractHarness`:
 *
 * - `actAs(role)`: creates an account with a profile (is_admin true for 'admin', set with service
 *   rights) and makes every adapter act as that user from now on; returns the user id.
 * - `actAgainAs(id)`: acts as a user `actAs` created earlier; `signOut()`: acts for nobody.
 * - `dispose()` (optional).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContentAdapters } from '../../src/application/ports/content-adapters';
import type { NotificationRepository } from '../../src/application/ports/notification-repository.port';
import { storyNotFound, validateStoryFields, type SuccessStoryFields } from '../../src/domain/content/success-story';
import { SUPPORT_REQUESTS_PER_HOUR, validateSupportRequest } from '../../src/domain/support/support-request';
import { errorOf } from '../../src/domain/result';
import { dataErrors } from '../../src/domain/shared/data-error';
import { refusal, value } from './results';

export interface ContentContractHarness {
  actAs(role: 'admin' | 'pro' | 'athlete'): Promise<string>;
  actAgainAs(userId: string): Promise<void>;
  signOut(): Promise<void>;
  dispose?(): Promise<void>;
}

export interface ContentSubject {
  readonly content: ContentAdapters;
  readonly notifications: NotificationRepository;
  readonly harness: ContentContractHarness;
}

export const aStory = (overrides: Partial<SuccessStoryFields> = {}): SuccessStoryFields => ({
  athleteName: 'Jonas B.',
  proId: null,
  proName: 'Maya Okafor',
  sport: 'Tennis',
  before: 'Double faults on every second serve.',
  after: 'A higher toss and a relaxed wrist: two double faults in a whole match.',
  quote: 'The frame where my toss drifted was circled in red. That was it.',
  ...overrides,
});

export function describeContentContract(name: string, makeSubject: () => Promise<ContentSubject>): void {
  describe(`Content contract: ${name}`, () => {
    let content: ContentAdapters;
    let notifications: NotificationRepository;
    let harness: ContentContractHarness;

    beforeEach(async () => {
      ({ content, notifications, harness } = await makeSubject());
    });
    afterEach(async () => {
      await harness.dispose?.();
    });

    it('Issue 12 an admin writes a story unpublished, publishes it, and then everyone, signed out included, reads it', async () => {
      await harness.actAs('admin');
      const draft = value(await content.stories.create(aStory({ athleteName: '  Jonas B.  ' })));
      expect(draft).toMatchObject({ athleteName: 'Jonas B.', published: false, publishedAt: null, sport: 'Tennis', proId: null });
      expect(value(await content.stories.listPublished())).toEqual([]);

      const published = value(await content.stories.setPublished(draft.id, true));
      expect(published.published).toBe(true);
      expect(published.publishedAt).not.toBeNull();

      await harness.signOut();
      const seen = value(await content.stories.listPublished());
      expect(seen.map((s) => [s.id, s.athleteName, s.proName, s.before, s.after, s.quote])).toEqual([
        [draft.id, 'Jonas B.', 'Maya Okafor', aStory().before, aStory().after, aStory().quote],
      ]);
      await harness.actAs('athlete');
      expect(value(await content.stories.listPublished()).map((s) => s.id)).toEqual([draft.id]);
    });

    it('Issue 12 an unpublished story is hidden from the public, and an admin still sees it', async () => {
      const admin = await harness.actAs('admin');
      const kept = value(await content.stories.create(aStory({ athleteName: 'Kept' })));
      const hidden = value(await content.stories.create(aStory({ athleteName: 'Hidden' })));
      value(await content.stories.setPublished(kept.id, true));
      value(await content.stories.setPublished(hidden.id, true));
      const unpublished = value(await content.stories.setPublished(hidden.id, false));
      expect(unpublished).toMatchObject({ published: false, publishedAt: null });

      await harness.signOut();
      expect(value(await content.stories.listPublished()).map((s) => s.athleteName)).toEqual(['Kept']);
      await harness.actAs('athlete');
      expect(value(await content.stories.listPublished()).map((s) => s.athleteName)).toEqual(['Kept']);

      await harness.actAgainAs(admin);
      expect(value(await content.stories.listAll()).map((s) => s.athleteName).sort()).toEqual(['Hidden', 'Kept']);
    });

    it('Issue 12 an admin edits and deletes a story; a deleted or unknown story is not found', async () => {
      await harness.actAs('admin');
      const story = value(await content.stories.create(aStory()));
      const edited = value(await content.stories.update(story.id, aStory({ quote: 'A new quote.' })));
      expect(edited.quote).toBe('A new quote.');
      value(await content.stories.remove(story.id));
      expect(value(await content.stories.listAll())).toEqual([]);
      expect(refusal(await content.stories.remove(story.id))).toEqual(storyNotFound());
      expect(refusal(await content.stories.setPublished(globalThis.crypto.randomUUID(), true))).toEqual(storyNotFound());
    });

    it('Issue 12 a non-admin (athlete, pro or signed out) creates, edits, publishes, unpublishes and deletes nothing, and lists no drafts', async () => {
      await harness.actAs('admin');
      const published = value(await content.stories.create(aStory({ athleteName: 'Published' })));
      value(await content.stories.setPublished(published.id, true));
      const draft = value(await content.stories.create(aStory({ athleteName: 'Draft' })));

      for (const role of ['athlete', 'pro', 'signed out'] as const) {
        if (role === 'signed out') await harness.signOut();
        else await harness.actAs(role);
        const attempts = [
          await content.stories.create(aStory()),
          await content.stories.update(published.id, aStory({ quote: 'Rewritten' })),
          await content.stories.setPublished(draft.id, true),
          await content.stories.setPublished(published.id, false),
          await content.stories.remove(published.id),
          await content.stories.listAll(),
        ];
        for (const attempt of attempts) expect(refusal(attempt)).toEqual(role === 'signed out' ? dataErrors.notSignedIn() : dataErrors.adminOnly());
        expect(value(await content.stories.listPublished()).map((s) => [s.athleteName, s.quote])).toEqual([['Published', aStory().quote]]);
      }
    });

    it('Issue 12 a story with an empty or too long field is refused', async () => {
      await harness.actAs('admin');
      for (const fields of [aStory({ athleteName: '   ' }), aStory({ quote: 'x'.repeat(401) }), aStory({ before: '' })]) {
        expect(refusal(await content.stories.create(fields))).toEqual(errorOf(validateStoryFields(fields)));
      }
      expect(value(await content.stories.listAll())).toEqual([]);
    });

    it('Issue 12 "Contact support" reaches every admin as a notification; the sender does not see it', async () => {
      const firstAdmin = await harness.actAs('admin');
      const secondAdmin = await harness.actAs('admin');
      const athlete = await harness.actAs('athlete');
      const receipt = value(await content.support.contact({ subject: 'Refund question', message: 'My pro is late, can I cancel my submission?' }));
      expect(receipt.id).toBeTruthy();
      expect(value(await notifications.listMine()).filter((n) => n.title.startsWith('Support request'))).toEqual([]);

      for (const admin of [firstAdmin, secondAdmin]) {
        await harness.actAgainAs(admin);
        const inbox = value(await notifications.listMine()).filter((n) => n.title === 'Support request: Refund question');
        expect(inbox).toHaveLength(1);
        expect(inbox[0]!.userId).toBe(admin);
        expect(inbox[0]!.body).toContain('My pro is late, can I cancel my submission?');
        expect(inbox[0]!.body).toMatch(/^From athlete Tester/);
        expect(inbox[0]!.readAt).toBeNull();
      }
      // Another user sees none of it either.
      await harness.actAs('pro');
      expect(value(await notifications.listMine()).filter((n) => n.title.startsWith('Support request'))).toEqual([]);
      await harness.actAgainAs(athlete);
      expect(value(await notifications.listMine()).filter((n) => n.title.startsWith('Support request'))).toEqual([]);
    });

    it('Issue 12 support is refused signed out, with an empty subject or a message too short or too long, and past the hourly limit', async () => {
      await harness.actAs('admin');
      await harness.signOut();
      const signedOut = await content.support.contact({ subject: 'Hello', message: 'Can somebody help me please?' });
      expect(!signedOut.ok && signedOut.error.reason).toBe('forbidden');

      await harness.actAs('athlete');
      for (const request of [
        { subject: '   ', message: 'Can somebody help me please?' },
        { subject: 'Hello', message: 'Help!' },
        { subject: 'Hello', message: 'x'.repeat(2_001) },
        { subject: 'x'.repeat(121), message: 'Can somebody help me please?' },
      ]) {
        expect(refusal(await content.support.contact(request)), JSON.stringify(request).slice(0, 40)).toEqual(errorOf(validateSupportRequest(request)));
      }
      for (let i = 0; i < SUPPORT_REQUESTS_PER_HOUR; i++) value(await content.support.contact({ subject: `Question ${i}`, message: 'Can somebody help me please?' }));
      const limited = await content.support.contact({ subject: 'One more', message: 'Can somebody help me please?' });
      expect(!limited.ok && limited.error.reason).toBe('conflict');
    });
  });
}
