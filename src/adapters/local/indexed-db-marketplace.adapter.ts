import { paidPaymentOf } from '../../domain/payments/payment';
import type { Clock } from '../../application/ports/clock.port';
import type { AppNotification, NewNotification, NotificationRepository } from '../../application/ports/notification-repository.port';
import type { DocumentUpload, ProDocumentStore } from '../../application/ports/pro-document-store.port';
import type { ProAdminRepository, ProRepository, VerificationQueueQuery } from '../../application/ports/pro-repository.port';
import { storageErrorToDataError, type StorageGateway } from '../storage/storage-gateway';
import type { DataError } from '../../domain/shared/data-error';
import type { Actor } from '../../domain/shared/actor';
import { inboxOf, markAllNotificationsRead, markNotificationRead, sendNotification, sentHistory, type SentHistoryEntry } from '../../domain/notifications/notification';
import type { PeopleDirectory } from '../../application/ports/people-directory.port';
import { peoplePage, personName, personOf, searchPeople, type PeoplePage, type PeoplePageRequest, type Person } from '../../domain/people/person';
import type { UserRecord } from './local-auth-server';
import { deletionImpactFor, softDeletePro, type ProDeletionImpact, type ProDeletionOutcome } from '../../domain/pros/pro-deletion';
import { PRO_DOCUMENTS_BUCKET, type ProDocument } from '../../domain/pros/pro-document';
import { documentsVisibleTo, mayChangeDocuments, mayViewDocument, uploadDocument, documentNotFound } from '../../domain/pros/pro-document-access';
import { listPros, type ProListQuery, type ProPage } from '../../domain/pros/pro-listing';
import { isListed, type Pro, type ProApplicationFields } from '../../domain/pros/pro';
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
import {
  notificationReadRow,
  proDocumentRow,
  proRow,
  sentNotificationRow,
  toNotificationRead,
  toPro,
  toProDocument,
  toSentNotification,
  toProfile,
  type NotificationReadRow,
  type ProfileRow,
  type ProDocumentRow,
  type ProRow,
  type SentNotificationRow,
  type SubmissionRow,
  toSubmission,
} from '../shared/table-rows';
import { transition } from '../../domain/submissions/submission-lifecycle';
import { paymentsIn, storeSubmissionChange } from './indexed-db-submissions.adapter';
import { dataCall } from './data-call';
import type { LocalFaultInjector } from './fault-injector';
import type { LocalCaller } from './local-caller';
import { request, rowOrNull, type LocalDatabase } from './local-database';

/**
 * The pros marketplace on IndexedDB: pros, their documents (bytes in the private pro-documents
 * bucket, written through storage as the caller, so the storage rule applies too),
 * notifications with per-person read state, and submissions. Like the hosted backend, every
 * call identifies the caller from their access token (admin from their profile row); then it
 * loads, lets the domain rule decide, and stores. No rule is written here.
 */
export class IndexedDbMarketplace implements ProRepository, ProAdminRepository, ProDocumentStore, NotificationRepository, PeopleDirectory {
  constructor(
    private readonly db: LocalDatabase,
    private readonly clock: Clock,
    private readonly caller: LocalCaller,
    /** Storage acting for the signed-in caller. */
    private readonly storage: StorageGateway,
    private readonly faults: LocalFaultInjector,
  ) {}

  // ProRepository

  listPublic(query: ProListQuery): Promise<Result<ProPage, DataError>> {
    return this.call(async () => ok(listPros(await this.allPros(), query)));
  }

  findPublic(id: string): Promise<Result<Pro | null, DataError>> {
    return this.call(async () => {
      const pro = await this.pro(id);
      return ok(pro && isListed(pro) ? pro : null);
    });
  }

  findOwn(userId: string): Promise<Result<Pro | null, DataError>> {
    return this.call(async () => ok(ownApplicationFor(await this.pro(userId), userId, await this.caller.actor())));
  }

  saveOwn(userId: string, fields: ProApplicationFields): Promise<Result<Pro, DataError>> {
    return this.changePro(userId, (current, actor) => saveApplication(current, userId, fields, actor, this.now()));
  }

  submitOwn(userId: string): Promise<Result<Pro, DataError>> {
    return this.changePro(userId, (current, actor) => submitApplication(current, userId, actor, this.now()));
  }

  // ProAdminRepository

  listForVerification(query: VerificationQueueQuery): Promise<Result<readonly Pro[], DataError>> {
    return this.call(async () => verificationQueue(await this.allPros(), query, await this.caller.actor()));
  }

  findAny(id: string): Promise<Result<Pro | null, DataError>> {
    return this.call(async () => anyProFor(await this.pro(id), await this.caller.actor()));
  }

  approve(id: string): Promise<Result<Pro, DataError>> {
    return this.decide(id, { kind: 'approve' });
  }

  reject(id: string, reason: string): Promise<Result<Pro, DataError>> {
    return this.decide(id, { kind: 'reject', reason });
  }

  private decide(id: string, decision: VerificationDecision): Promise<Result<Pro, DataError>> {
    return this.changePro(id, (current, actor) => decideVerification(current, decision, actor, this.now()));
  }

  searchForDeletion(term: string): Promise<Result<readonly Pro[], DataError>> {
    return this.call(async () => deletionCandidates(await this.allPros(), term, await this.caller.actor()));
  }

  deletionImpact(id: string): Promise<Result<ProDeletionImpact, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      const rows = await this.db.read(['submissions', 'payments'], (tx) => deletableIn(tx, id));
      return deletionImpactFor(rows, actor);
    });
  }

  softDelete(id: string): Promise<Result<ProDeletionOutcome, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.db.write(['pros', 'submissions', 'submission_events', 'payments'], async (tx) => {
        const pros = tx.objectStore('pros');
        const pro = rowOrNull(toPro, await request(pros.get(id)));
        const deletion = softDeletePro(pro, await deletableIn(tx, id), actor, this.now());
        if (!deletion.ok) return deletion;
        // Each closed submission moves along the lifecycle's pro_removed edge, so its timeline says who and when.
        for (const row of deletion.value.changedSubmissions) {
          const change = transition(row.submission, { type: 'pro_removed' }, actor, this.clock.now());
          if (!change.ok) return change;
          await storeSubmissionChange(tx, { ...change.value, submission: { ...change.value.submission, refundRequested: row.refund_requested } });
        }
        pros.put(proRow(deletion.value.pro));
        return ok(deletion.value.outcome);
      });
    });
  }

  // ProDocumentStore

  upload(proId: string, upload: DocumentUpload, onProgress?: (fraction: number) => void): Promise<Result<ProDocument, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      const doc = uploadDocument(proId, await this.pro(proId), actor, globalThis.crypto.randomUUID(), upload, this.now());
      if (!doc.ok) return doc;
      const stored = await this.storage.upload(PRO_DOCUMENTS_BUCKET, doc.value.storagePath, upload.file, { contentType: upload.file.type });
      if (!stored.ok) return err(storageErrorToDataError(stored.error));
      const written = await this.db.write('pro_documents', async (tx) => {
        tx.objectStore('pro_documents').put(proDocumentRow(doc.value));
        return ok(doc.value);
      });
      onProgress?.(1);
      return written;
    });
  }

  list(proId: string): Promise<Result<readonly ProDocument[], DataError>> {
    return this.call(async () => {
      const docs = await this.db.read('pro_documents', (tx) => request(tx.objectStore('pro_documents').index('pro_id').getAll(proId) as IDBRequest<ProDocumentRow[]>));
      return ok(documentsVisibleTo(proId, docs.map(toProDocument), await this.caller.actor()));
    });
  }

  remove(document: ProDocument): Promise<Result<void, DataError>> {
    return this.call(async () => {
      const stored = await this.document(document.id);
      if (!stored) return err(documentNotFound());
      const allowed = mayChangeDocuments(stored.proId, await this.pro(stored.proId), await this.caller.actor());
      if (!allowed.ok) return allowed;
      const removed = await this.storage.remove(PRO_DOCUMENTS_BUCKET, [stored.storagePath]);
      if (!removed.ok) return err(storageErrorToDataError(removed.error));
      return this.db.write('pro_documents', async (tx) => {
        tx.objectStore('pro_documents').delete(stored.id);
        return ok(undefined);
      });
    });
  }

  viewUrl(document: ProDocument): Promise<Result<string, DataError>> {
    return this.call(async () => {
      const allowed = mayViewDocument(await this.document(document.id), await this.caller.actor());
      if (!allowed.ok) return allowed;
      const signed = await this.storage.createSignedUrl(PRO_DOCUMENTS_BUCKET, allowed.value.storagePath, 60);
      return signed.ok ? ok(signed.value.signedUrl) : err(storageErrorToDataError(signed.error));
    });
  }

  // NotificationRepository

  send(notification: NewNotification): Promise<Result<AppNotification, DataError>> {
    return this.call(async () => {
      const sent = sendNotification(notification, await this.caller.actor(), globalThis.crypto.randomUUID(), this.now());
      if (!sent.ok) return sent;
      return this.db.write('notifications', async (tx) => {
        tx.objectStore('notifications').add(sentNotificationRow(sent.value));
        return ok({ ...sent.value, readAt: null });
      });
    });
  }

  listMine(): Promise<Result<readonly AppNotification[], DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      const { sent, reads } = await this.db.read(['notifications', 'notification_reads'], async (tx) => ({
        sent: ((await request(tx.objectStore('notifications').getAll())) as SentNotificationRow[]).map(toSentNotification),
        reads: actor ? ((await request(tx.objectStore('notification_reads').index('user_id').getAll(actor.id))) as NotificationReadRow[]).map(toNotificationRead) : [],
      }));
      return inboxOf(sent, reads, actor);
    });
  }

  markRead(id: string): Promise<Result<void, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.db.write(['notifications', 'notification_reads'], async (tx) => {
        const notification = rowOrNull(toSentNotification, await request(tx.objectStore('notifications').get(id)));
        const reads = tx.objectStore('notification_reads');
        const existing = actor ? rowOrNull(toNotificationRead, await request(reads.get([id, actor.id]))) : null;
        const read = markNotificationRead(notification, existing, actor, this.now());
        if (!read.ok) return read;
        reads.put(notificationReadRow(read.value));
        return ok(undefined);
      });
    });
  }

  markAllRead(): Promise<Result<void, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.db.write(['notifications', 'notification_reads'], async (tx) => {
        const sent = ((await request(tx.objectStore('notifications').getAll())) as SentNotificationRow[]).map(toSentNotification);
        const store = tx.objectStore('notification_reads');
        const reads = actor ? ((await request(store.index('user_id').getAll(actor.id))) as NotificationReadRow[]).map(toNotificationRead) : [];
        const marked = markAllNotificationsRead(sent, reads, actor, this.now());
        if (!marked.ok) return marked;
        for (const read of marked.value) store.put(notificationReadRow(read));
        return ok(undefined);
      });
    });
  }

  listSent(): Promise<Result<readonly SentHistoryEntry[], DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      const { sent, people } = await this.db.read(['notifications', 'profiles', 'users'], async (tx) => ({
        sent: ((await request(tx.objectStore('notifications').getAll())) as SentNotificationRow[]).map(toSentNotification),
        people: await peopleIn(tx),
      }));
      const names = new Map(people.map((p) => [p.id, personName(p)]));
      return sentHistory(sent, (id) => names.get(id) ?? '', actor);
    });
  }

  // PeopleDirectory

  searchPeople(query: string): Promise<Result<readonly Person[], DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return searchPeople(await this.db.read(['profiles', 'users'], peopleIn), query, actor);
    });
  }

  listPeople(request: PeoplePageRequest): Promise<Result<PeoplePage, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return peoplePage(await this.db.read(['profiles', 'users'], peopleIn), request, actor);
    });
  }

  // Service rights (fixtures, demo data)

  async putProAsService(pro: Pro): Promise<void> {
    await this.db.write('pros', async (tx) => {
      tx.objectStore('pros').put(proRow(pro));
      return ok(undefined);
    });
  }

  /** Service rights: a pro's submission rows. */
  submissionsOf(proId: string): Promise<SubmissionRow[]> {
    return this.db.read('submissions', (tx) => request(tx.objectStore('submissions').index('pro_id').getAll(proId) as IDBRequest<SubmissionRow[]>));
  }

  /** Loads a pro row, lets `rule` decide as the caller, and stores the answer, in one transaction. */
  private changePro(id: string, rule: (current: Pro | null, actor: Actor) => Result<Pro, DataError>): Promise<Result<Pro, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.db.write('pros', async (tx) => {
        const store = tx.objectStore('pros');
        const changed = rule(rowOrNull(toPro, await request(store.get(id))), actor);
        if (changed.ok) store.put(proRow(changed.value));
        return changed;
      });
    });
  }

  private async pro(id: string): Promise<Pro | null> {
    return rowOrNull(toPro, await this.db.read('pros', (tx) => request(tx.objectStore('pros').get(id))));
  }

  private async allPros(): Promise<Pro[]> {
    return (await this.db.read('pros', (tx) => request(tx.objectStore('pros').getAll() as IDBRequest<ProRow[]>))).map(toPro);
  }

  private async document(id: string): Promise<ProDocument | null> {
    return rowOrNull(toProDocument, await this.db.read('pro_documents', (tx) => request(tx.objectStore('pro_documents').get(id))));
  }

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  private call<T>(work: () => Promise<Result<T, DataError>>): Promise<Result<T, DataError>> {
    return dataCall(this.faults, 'pros', work);
  }
}

/** A pro's submissions as the deletion rule reads them: status, paid (a succeeded payment, as pro_deletion_impact counts it), refund flag. */
async function deletableIn(tx: IDBTransaction, proId: string) {
  const rows = (await request(tx.objectStore('submissions').index('pro_id').getAll(proId))) as SubmissionRow[];
  const deletable = [];
  for (const submission of rows.map(toSubmission)) {
    const paid = paidPaymentOf(await paymentsIn(tx, submission.id)) !== null;
    deletable.push({ submission, status: submission.status, paid, refund_requested: submission.refundRequested });
  }
  return deletable;
}

/** Everyone with an account: the profile's name and the account's sign-in e-mail. */
async function peopleIn(tx: IDBTransaction): Promise<Person[]> {
  const [profiles, users] = await Promise.all([
    request(tx.objectStore('profiles').getAll()) as Promise<ProfileRow[]>,
    request(tx.objectStore('users').getAll()) as Promise<UserRecord[]>,
  ]);
  const emails = new Map(users.map((u) => [u.id, u.email]));
  return profiles.map(toProfile).map((p) => personOf(p, emails.get(p.id) ?? ''));
}
