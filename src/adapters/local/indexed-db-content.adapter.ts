import type { Clock } from '../../application/ports/clock.port';
import type { SuccessStoryRepository } from '../../application/ports/success-story-repository.port';
import type { SupportDesk, SupportReceipt, SupportRequestInput } from '../../application/ports/support-desk.port';
import { allStoriesFor, createStory, deleteStory, editStory, publishedStories, setStoryPublished, type SuccessStory, type SuccessStoryFields } from '../../domain/content/success-story';
import { ok, type Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import { contactSupport } from '../../domain/support/support-request';
import { successStoryRow, supportRequestRow, toSuccessStory, toSupportRequest, type SuccessStoryRow, type SupportRequestRow } from '../shared/content-rows';
import { sentNotificationRow, toProfile, type ProfileRow } from '../shared/table-rows';
import { dataCall } from './data-call';
import type { LocalFaultInjector } from './fault-injector';
import type { LocalCaller } from './local-caller';
import type { UserRecord } from './local-auth-server';
import { request, rowOrNull, type LocalDatabase } from './local-database';

/**
 * Success stories and "Contact support" on IndexedDB. Like the hosted backend, every call
 * identifies the caller from their access token (admin from their profile row), loads, lets the
 * domain rule decide, and stores. Fault injection treats these calls as part of the marketplace
 * ('pros' scope), which is what the stories showcase.
 */
export class IndexedDbContent implements SuccessStoryRepository, SupportDesk {
  constructor(
    private readonly db: LocalDatabase,
    private readonly clock: Clock,
    private readonly caller: LocalCaller,
    private readonly faults: LocalFaultInjector,
  ) {}

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  private call<T>(work: () => Promise<Result<T, DataError>>): Promise<Result<T, DataError>> {
    return dataCall(this.faults, 'pros', work);
  }

  private async allStories(): Promise<SuccessStory[]> {
    const rows = (await this.db.read('success_stories', (tx) => request(tx.objectStore('success_stories').getAll()))) as SuccessStoryRow[];
    return rows.map(toSuccessStory);
  }

  /** Loads one story in a write transaction, lets `decide` answer, stores what it decided. */
  private change(id: string, decide: (story: SuccessStory | null) => Result<SuccessStory, DataError>, remove = false): Promise<Result<SuccessStory, DataError>> {
    return this.db.write('success_stories', async (tx) => {
      const store = tx.objectStore('success_stories');
      const decided = decide(rowOrNull(toSuccessStory, await request(store.get(id))));
      if (!decided.ok) return decided;
      if (remove) store.delete(id);
      else store.put(successStoryRow(decided.value));
      return decided;
    });
  }

  // SuccessStoryRepository

  listPublished(): Promise<Result<readonly SuccessStory[], DataError>> {
    return this.call(async () => ok(publishedStories(await this.allStories())));
  }

  listAll(): Promise<Result<readonly SuccessStory[], DataError>> {
    return this.call(async () => allStoriesFor(await this.allStories(), await this.caller.actor()));
  }

  create(fields: SuccessStoryFields): Promise<Result<SuccessStory, DataError>> {
    return this.call(async () => {
      const story = createStory(fields, await this.caller.actor(), globalThis.crypto.randomUUID(), this.now());
      if (!story.ok) return story;
      return this.change(story.value.id, () => story);
    });
  }

  update(id: string, fields: SuccessStoryFields): Promise<Result<SuccessStory, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.change(id, (story) => editStory(story, fields, actor, this.now()));
    });
  }

  setPublished(id: string, published: boolean): Promise<Result<SuccessStory, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.change(id, (story) => setStoryPublished(story, published, actor, this.now()));
    });
  }

  remove(id: string): Promise<Result<void, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      const removed = await this.change(id, (story) => deleteStory(story, actor), true);
      return removed.ok ? ok(undefined) : removed;
    });
  }

  // SupportDesk

  contact(input: SupportRequestInput): Promise<Result<SupportReceipt, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.db.write(['support_requests', 'notifications', 'profiles', 'users'], async (tx) => {
        const profiles = ((await request(tx.objectStore('profiles').getAll())) as ProfileRow[]).map(toProfile);
        const mine = actor ? profiles.find((p) => p.id === actor.id) : undefined;
        const account = actor ? ((await request(tx.objectStore('users').get(actor.id))) as UserRecord | undefined) : undefined;
        const earlier = actor ? ((await request(tx.objectStore('support_requests').index('user_id').getAll(actor.id))) as SupportRequestRow[]).map(toSupportRequest) : [];
        const contact = contactSupport(input, actor, {
          sender: { name: mine ? `${mine.firstName} ${mine.lastName}`.trim() : '', email: account?.email ?? null },
          earlier,
          adminIds: profiles.filter((p) => p.isAdmin).map((p) => p.id),
          newId: () => globalThis.crypto.randomUUID(),
          nowMs: this.clock.now(),
        });
        if (!contact.ok) return contact;
        tx.objectStore('support_requests').add(supportRequestRow(contact.value.request));
        for (const notification of contact.value.notifications) tx.objectStore('notifications').add(sentNotificationRow(notification));
        return ok({ id: contact.value.request.id, createdAt: contact.value.request.createdAt });
      });
    });
  }

  // Service rights (demo data, fixtures)

  async putStoryAsService(story: SuccessStory): Promise<void> {
    await this.db.write('success_stories', async (tx) => {
      tx.objectStore('success_stories').put(successStoryRow(story));
      return ok(undefined);
    });
  }

  async supportRequestsAsService(): Promise<SupportRequestRow[]> {
    return (await this.db.read('support_requests', (tx) => request(tx.objectStore('support_requests').getAll()))) as SupportRequestRow[];
  }
}
