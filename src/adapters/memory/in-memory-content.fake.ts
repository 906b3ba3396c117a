import type { Clock } from '../../application/ports/clock.port';
import type { SuccessStoryRepository } from '../../application/ports/success-story-repository.port';
import type { SupportDesk, SupportReceipt, SupportRequestInput } from '../../application/ports/support-desk.port';
import { allStoriesFor, createStory, deleteStory, editStory, publishedStories, setStoryPublished, type SuccessStory, type SuccessStoryFields } from '../../domain/content/success-story';
import type { SentNotification } from '../../domain/notifications/notification';
import { err, ok, type Result } from '../../domain/result';
import type { Actor } from '../../domain/shared/actor';
import type { DataError } from '../../domain/shared/data-error';
import { contactSupport, type SupportRequest, type SupportSender } from '../../domain/support/support-request';
import { FaultQueue } from './fault-queue';

/** What the content fake needs from the rest of the memory backend. */
export interface InMemoryContentLinks {
  /** Who calls: the session's user with the admin flag of their profile row. */
  readonly actor: () => Actor;
  /** Every admin's id (profiles.is_admin), read with service rights. */
  readonly adminIds: () => readonly string[];
  /** How a user is named in an admin's notification (profile name, account e-mail). */
  readonly senderOf: (userId: string) => SupportSender;
  /** The notifications table the marketplace fake serves (the admins' inboxes). */
  readonly notifications: SentNotification[];
}

/**
 * Success stories and "Contact support", in memory. Each call identifies the caller, loads the
 * rows, lets the domain rule decide and stores its answer: no rule is written here.
 */
export class InMemoryContent implements SuccessStoryRepository, SupportDesk {
  readonly stories = new Map<string, SuccessStory>();
  readonly supportRequests: SupportRequest[] = [];
  readonly faults = new FaultQueue<'listPublished' | 'contact', DataError>();

  constructor(
    private readonly clock: Clock,
    private readonly links: InMemoryContentLinks,
  ) {}

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  /** A story written with service rights (demo data, fixtures). */
  put(story: SuccessStory): void {
    this.stories.set(story.id, story);
  }

  private store(story: Result<SuccessStory, DataError>): Result<SuccessStory, DataError> {
    if (story.ok) this.stories.set(story.value.id, story.value);
    return story;
  }

  // SuccessStoryRepository

  async listPublished(): Promise<Result<readonly SuccessStory[], DataError>> {
    const fault = this.faults.take('listPublished');
    return fault ? err(fault) : ok(publishedStories(this.stories.values()));
  }

  async listAll(): Promise<Result<readonly SuccessStory[], DataError>> {
    return allStoriesFor(this.stories.values(), this.links.actor());
  }

  async create(fields: SuccessStoryFields): Promise<Result<SuccessStory, DataError>> {
    return this.store(createStory(fields, this.links.actor(), globalThis.crypto.randomUUID(), this.now()));
  }

  async update(id: string, fields: SuccessStoryFields): Promise<Result<SuccessStory, DataError>> {
    return this.store(editStory(this.stories.get(id) ?? null, fields, this.links.actor(), this.now()));
  }

  async setPublished(id: string, published: boolean): Promise<Result<SuccessStory, DataError>> {
    return this.store(setStoryPublished(this.stories.get(id) ?? null, published, this.links.actor(), this.now()));
  }

  async remove(id: string): Promise<Result<void, DataError>> {
    const deleted = deleteStory(this.stories.get(id) ?? null, this.links.actor());
    if (!deleted.ok) return deleted;
    this.stories.delete(id);
    return ok(undefined);
  }

  // SupportDesk

  async contact(input: SupportRequestInput): Promise<Result<SupportReceipt, DataError>> {
    const fault = this.faults.take('contact');
    if (fault) return err(fault);
    const actor = this.links.actor();
    const contact = contactSupport(input, actor, {
      sender: actor ? this.links.senderOf(actor.id) : { name: '', email: null },
      earlier: this.supportRequests.filter((r) => r.userId === actor?.id),
      adminIds: this.links.adminIds(),
      newId: () => globalThis.crypto.randomUUID(),
      nowMs: this.clock.now(),
    });
    if (!contact.ok) return contact;
    this.supportRequests.push(contact.value.request);
    this.links.notifications.push(...contact.value.notifications);
    return ok({ id: contact.value.request.id, createdAt: contact.value.request.createdAt });
  }
}
