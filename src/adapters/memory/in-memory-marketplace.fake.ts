import type { NotificationRepository, AppNotification, NewNotification } from '../../application/ports/notification-repository.port';
import type { DocumentUpload, ProDocumentStore } from '../../application/ports/pro-document-store.port';
import type { ProAdminRepository, ProRepository, VerificationQueueQuery } from '../../application/ports/pro-repository.port';
import type { Clock } from '../../application/ports/clock.port';
import type { DataError } from '../../domain/shared/data-error';
import type { Actor } from '../../domain/shared/actor';
import {
  inboxOf,
  markAllNotificationsRead,
  markNotificationRead,
  sendNotification,
  sentHistory,
  type NotificationRead,
  type SentHistoryEntry,
  type SentNotification,
} from '../../domain/notifications/notification';
import type { PeopleDirectory } from '../../application/ports/people-directory.port';
import { peoplePage, personName, searchPeople, type PeoplePage, type PeoplePageRequest, type Person } from '../../domain/people/person';
import { isListed, type Pro, type ProApplicationFields } from '../../domain/pros/pro';
import type { ProDocument } from '../../domain/pros/pro-document';
import { documentsVisibleTo, mayChangeDocuments, mayViewDocument, uploadDocument, documentNotFound } from '../../domain/pros/pro-document-access';
import { deletionImpactFor, softDeletePro, type ProDeletionImpact, type ProDeletionOutcome } from '../../domain/pros/pro-deletion';
import { listPros, type ProListQuery, type ProPage } from '../../domain/pros/pro-listing';
import {
  anyProFor,
  decideVerification,
  deletionCandidates,
  ownApplicationFor,
  saveApplication,
  submitApplication,
  verificationQueue,
  type VerificationDecision,
} from '../../domain/pros/pro-verification';
import { err, ok, type Result } from '../../domain/result';
import { FaultQueue } from './fault-queue';
import { InMemorySubmissionTables } from './in-memory-submissions.fake';
import { transition } from '../../domain/submissions/submission-lifecycle';
import type { SubmissionChange } from '../../domain/submissions/submission';

/**
 * Pros, their documents, notifications and the submissions pro deletion touches, in memory.
 * Each call identifies the caller, loads the rows, lets the domain rule decide and stores its
 * answer: no rule is written here.
 */
export class InMemoryMarketplace implements ProRepository, ProAdminRepository, ProDocumentStore, NotificationRepository, PeopleDirectory {
  readonly pros = new Map<string, Pro>();
  readonly documents = new Map<string, { doc: ProDocument; blob: Blob }>();
  readonly notifications: SentNotification[] = [];
  /** Who read which notification: a broadcast's read state is per person. */
  readonly notificationReads: NotificationRead[] = [];
  readonly faults = new FaultQueue<'listPublic' | 'findPublic' | 'findOwn' | 'saveOwn' | 'submitOwn' | 'upload' | 'admin', DataError>();

  /** `actor` says who calls: the session's user with the admin flag of their profile row. */
  constructor(
    private readonly actor: () => Actor,
    private readonly clock: Clock,
    /** The journey's tables, shared with the submissions fake: pro deletion closes submissions. */
    readonly submissionTables: InMemorySubmissionTables = new InMemorySubmissionTables(),
    /** Everyone with an account (profiles and their sign-in e-mails), as the service reads them. */
    private readonly people: () => readonly Person[] = () => [],
  ) {}

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  /** A row written with service rights (fixtures). */
  put(pro: Pro): void {
    this.pros.set(pro.id, pro);
  }

  private store(pro: Result<Pro, DataError>): Result<Pro, DataError> {
    if (pro.ok) this.pros.set(pro.value.id, pro.value);
    return pro;
  }

  // ProRepository

  async listPublic(query: ProListQuery): Promise<Result<ProPage, DataError>> {
    const fault = this.faults.take('listPublic');
    if (fault) return err(fault);
    return ok(listPros(this.pros.values(), query));
  }

  async findPublic(id: string): Promise<Result<Pro | null, DataError>> {
    const fault = this.faults.take('findPublic');
    if (fault) return err(fault);
    const pro = this.pros.get(id);
    return ok(pro && isListed(pro) ? pro : null);
  }

  async findOwn(userId: string): Promise<Result<Pro | null, DataError>> {
    const fault = this.faults.take('findOwn');
    if (fault) return err(fault);
    return ok(ownApplicationFor(this.pros.get(userId) ?? null, userId, this.actor()));
  }

  async saveOwn(userId: string, fields: ProApplicationFields): Promise<Result<Pro, DataError>> {
    const fault = this.faults.take('saveOwn');
    if (fault) return err(fault);
    return this.store(saveApplication(this.pros.get(userId) ?? null, userId, fields, this.actor(), this.now()));
  }

  async submitOwn(userId: string): Promise<Result<Pro, DataError>> {
    const fault = this.faults.take('submitOwn');
    if (fault) return err(fault);
    return this.store(submitApplication(this.pros.get(userId) ?? null, userId, this.actor(), this.now()));
  }

  // ProAdminRepository

  async listForVerification(query: VerificationQueueQuery): Promise<Result<readonly Pro[], DataError>> {
    const fault = this.faults.take('admin');
    return fault ? err(fault) : verificationQueue(this.pros.values(), query, this.actor());
  }

  async findAny(id: string): Promise<Result<Pro | null, DataError>> {
    const fault = this.faults.take('admin');
    return fault ? err(fault) : anyProFor(this.pros.get(id) ?? null, this.actor());
  }

  async approve(id: string): Promise<Result<Pro, DataError>> {
    return this.decide(id, { kind: 'approve' });
  }

  async reject(id: string, reason: string): Promise<Result<Pro, DataError>> {
    return this.decide(id, { kind: 'reject', reason });
  }

  private async decide(id: string, decision: VerificationDecision): Promise<Result<Pro, DataError>> {
    const fault = this.faults.take('admin');
    return fault ? err(fault) : this.store(decideVerification(this.pros.get(id) ?? null, decision, this.actor(), this.now()));
  }

  async searchForDeletion(term: string): Promise<Result<readonly Pro[], DataError>> {
    const fault = this.faults.take('admin');
    return fault ? err(fault) : deletionCandidates(this.pros.values(), term, this.actor());
  }

  async deletionImpact(id: string): Promise<Result<ProDeletionImpact, DataError>> {
    const fault = this.faults.take('admin');
    return fault ? err(fault) : deletionImpactFor(this.submissionsOf(id), this.actor());
  }

  async softDelete(id: string): Promise<Result<ProDeletionOutcome, DataError>> {
    const fault = this.faults.take('admin');
    if (fault) return err(fault);
    const actor = this.actor();
    const deletion = softDeletePro(this.pros.get(id) ?? null, this.submissionsOf(id), actor, this.now());
    if (!deletion.ok) return deletion;
    // Each closed submission moves along the lifecycle's pro_removed edge, so its timeline says who and when.
    const closed: SubmissionChange[] = [];
    for (const row of deletion.value.changedSubmissions) {
      const change = transition(row.submission, { type: 'pro_removed' }, actor, this.clock.now());
      if (!change.ok) return change;
      closed.push({ ...change.value, submission: { ...change.value.submission, refundRequested: row.refund_requested } });
    }
    this.pros.set(id, deletion.value.pro);
    for (const change of closed) this.submissionTables.record(change);
    return ok(deletion.value.outcome);
  }

  /** A pro's submissions as the deletion rule reads them: status, paid (a succeeded payment), refund flag. */
  private submissionsOf(proId: string) {
    return [...this.submissionTables.submissions.values()]
      .filter((s) => s.proId === proId)
      .map((submission) => ({ submission, status: submission.status, paid: this.submissionTables.paid(submission.id), refund_requested: submission.refundRequested }));
  }

  // ProDocumentStore

  async upload(proId: string, upload: DocumentUpload, onProgress?: (fraction: number) => void): Promise<Result<ProDocument, DataError>> {
    const fault = this.faults.take('upload');
    if (fault) return err(fault);
    const doc = uploadDocument(proId, this.pros.get(proId) ?? null, this.actor(), globalThis.crypto.randomUUID(), upload, this.now());
    if (!doc.ok) return doc;
    onProgress?.(1);
    this.documents.set(doc.value.id, { doc: doc.value, blob: upload.file });
    return doc;
  }

  async list(proId: string): Promise<Result<readonly ProDocument[], DataError>> {
    return ok(documentsVisibleTo(proId, [...this.documents.values()].map((d) => d.doc), this.actor()));
  }

  async remove(document: ProDocument): Promise<Result<void, DataError>> {
    const stored = this.documents.get(document.id)?.doc;
    if (!stored) return err(documentNotFound());
    const allowed = mayChangeDocuments(stored.proId, this.pros.get(stored.proId) ?? null, this.actor());
    if (!allowed.ok) return allowed;
    this.documents.delete(stored.id);
    return ok(undefined);
  }

  async viewUrl(document: ProDocument): Promise<Result<string, DataError>> {
    const stored = this.documents.get(document.id);
    const allowed = mayViewDocument(stored?.doc ?? null, this.actor());
    if (!allowed.ok) return allowed;
    const blob = stored!.blob;
    return ok(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : `memory://${allowed.value.storagePath}`);
  }

  // NotificationRepository

  async send(notification: NewNotification): Promise<Result<AppNotification, DataError>> {
    const sent = sendNotification(notification, this.actor(), globalThis.crypto.randomUUID(), this.now());
    if (!sent.ok) return sent;
    this.notifications.push(sent.value);
    return ok({ ...sent.value, readAt: null });
  }

  async listMine(): Promise<Result<readonly AppNotification[], DataError>> {
    return inboxOf(this.notifications, this.notificationReads, this.actor());
  }

  async markRead(id: string): Promise<Result<void, DataError>> {
    const actor = this.actor();
    const existing = this.notificationReads.find((r) => r.notificationId === id && r.userId === actor?.id) ?? null;
    const read = markNotificationRead(this.notifications.find((n) => n.id === id) ?? null, existing, actor, this.now());
    if (!read.ok) return read;
    if (!existing) this.notificationReads.push(read.value);
    return ok(undefined);
  }

  async markAllRead(): Promise<Result<void, DataError>> {
    const reads = markAllNotificationsRead(this.notifications, this.notificationReads, this.actor(), this.now());
    if (!reads.ok) return reads;
    this.notificationReads.push(...reads.value);
    return ok(undefined);
  }

  async listSent(): Promise<Result<readonly SentHistoryEntry[], DataError>> {
    const names = new Map(this.people().map((p) => [p.id, personName(p)]));
    return sentHistory(this.notifications, (id) => names.get(id) ?? '', this.actor());
  }

  // PeopleDirectory

  async searchPeople(query: string): Promise<Result<readonly Person[], DataError>> {
    return searchPeople(this.people(), query, this.actor());
  }

  async listPeople(request: PeoplePageRequest): Promise<Result<PeoplePage, DataError>> {
    return peoplePage(this.people(), request, this.actor());
  }
}
