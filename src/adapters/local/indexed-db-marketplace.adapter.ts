import type { Clock } from '../../application/ports/clock.port';
import type { AppNotification, NewNotification, NotificationRepository } from '../../application/ports/notification-repository.port';
import type { DocumentUpload, ProDocumentStore } from '../../application/ports/pro-document-store.port';
import type { ProAdminRepository, ProRepository, VerificationQueueQuery } from '../../application/ports/pro-repository.port';
import { storageErrorToDataError, type StorageGateway } from '../storage/storage-gateway';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import type { Profile } from '../../domain/auth/profile';
import { deletionImpactOf, isOpenSubmission, type ProDeletionImpact, type ProDeletionOutcome } from '../../domain/pros/pro-deletion';
import { newProDocument, PRO_DOCUMENTS_BUCKET, type ProDocument } from '../../domain/pros/pro-document';
import { listPros, type ProListQuery, type ProPage } from '../../domain/pros/pro-listing';
import { applyApplication, canEditApplication, isListed, type Pro, type ProApplicationFields } from '../../domain/pros/pro';
import { err, ok, type Result } from '../../domain/result';
import { SIMULATED_FAULT_MESSAGE, type LocalFaultInjector } from './fault-injector';
import type { AccessTokenVerifier } from './jwt';
import { request, toLocalStorageError, type LocalDatabase } from './local-database';

/** The part of a submission that pro deletion touches (the submissions issue owns the rest). */
export interface LocalSubmissionRow {
  readonly id: string;
  readonly pro_id: string;
  readonly athlete_id: string;
  readonly status: 'draft' | 'awaiting_payment' | 'submitted' | 'in_review' | 'delivered' | 'cancelled' | 'refunded';
  readonly paid: boolean;
  readonly refund_requested: boolean;
}

const forbidden = (): DataError => dataErrors.adminOnly();
const rowLevelSecurity = (): DataError => dataErrors.forbidden();
const notFound = (): DataError => dataErrors.notFound('We could not find that pro.');

/**
 * The pros marketplace on IndexedDB: pros, their documents (bytes in the private pro-documents
 * bucket), notifications and submissions. Like the hosted backend's row-level security, every
 * call identifies the caller from their access token and admin operations require is_admin in
 * the caller's profile row.
 */
export class IndexedDbMarketplace implements ProRepository, ProAdminRepository, ProDocumentStore, NotificationRepository {
  constructor(
    private readonly db: LocalDatabase,
    private readonly clock: Clock,
    private readonly accessToken: () => Promise<string | null>,
    private readonly verifier: AccessTokenVerifier,
    private readonly storage: StorageGateway,
    private readonly faults: LocalFaultInjector,
  ) {}

  // ProRepository

  listPublic(query: ProListQuery): Promise<Result<ProPage, DataError>> {
    return this.call(async () => ok(listPros(await this.all<Pro>('pros'), query)));
  }

  findPublic(id: string): Promise<Result<Pro | null, DataError>> {
    return this.call(async () => {
      const pro = await this.get<Pro>('pros', id);
      return ok(pro && isListed(pro) ? pro : null);
    });
  }

  findOwn(userId: string): Promise<Result<Pro | null, DataError>> {
    return this.call(async () => ((await this.callerId()) === userId ? ok((await this.get<Pro>('pros', userId)) ?? null) : ok(null)));
  }

  saveOwn(userId: string, fields: ProApplicationFields): Promise<Result<Pro, DataError>> {
    return this.call(async () => {
      if ((await this.callerId()) !== userId) return err(rowLevelSecurity());
      return this.db.write('pros', async (tx) => {
        const store = tx.objectStore('pros');
        const current = ((await request(store.get(userId))) as Pro | undefined) ?? null;
        if (!canEditApplication(current)) return err(dataErrors.conflict('The application cannot be changed while it is under review.'));
        const pro = applyApplication(userId, fields, current, this.now());
        store.put(pro);
        return ok(pro);
      });
    });
  }

  submitOwn(userId: string): Promise<Result<Pro, DataError>> {
    return this.call(async () => {
      if ((await this.callerId()) !== userId) return err(notFound());
      return this.db.write('pros', async (tx) => {
        const store = tx.objectStore('pros');
        const current = (await request(store.get(userId))) as Pro | undefined;
        if (!current) return err(notFound());
        if (!canEditApplication(current)) return err(dataErrors.conflict('The application has already been submitted.'));
        const pro: Pro = { ...current, verification_status: 'pending', rejection_reason: null, submitted_at: this.now(), updated_at: this.now() };
        store.put(pro);
        return ok(pro);
      });
    });
  }

  // ProAdminRepository

  listForVerification(query: VerificationQueueQuery): Promise<Result<readonly Pro[], DataError>> {
    return this.asAdmin(async () => {
      const status = query.status ?? 'pending';
      const term = query.search?.trim().toLowerCase() ?? '';
      const rows = (await this.all<Pro>('pros'))
        .filter((pro) => pro.deleted_at === null && pro.verification_status === status)
        .filter((pro) => !term || pro.display_name.toLowerCase().includes(term))
        .filter((pro) => !query.sport || pro.sports.includes(query.sport as Pro['sports'][number]))
        .sort((a, b) => (a.submitted_at ?? '').localeCompare(b.submitted_at ?? ''));
      return ok(rows);
    });
  }

  findAny(id: string): Promise<Result<Pro | null, DataError>> {
    return this.asAdmin(async () => ok((await this.get<Pro>('pros', id)) ?? null));
  }

  approve(id: string): Promise<Result<Pro, DataError>> {
    return this.decide(id, (pro) => ({ ...pro, verification_status: 'approved', rejection_reason: null }));
  }

  reject(id: string, reason: string): Promise<Result<Pro, DataError>> {
    return this.decide(id, (pro) => ({ ...pro, verification_status: 'rejected', rejection_reason: reason }));
  }

  searchForDeletion(term: string): Promise<Result<readonly Pro[], DataError>> {
    return this.asAdmin(async () => {
      const needle = term.trim().toLowerCase();
      return ok((await this.all<Pro>('pros')).filter((pro) => pro.deleted_at === null && (!needle || pro.display_name.toLowerCase().includes(needle))));
    });
  }

  deletionImpact(id: string): Promise<Result<ProDeletionImpact, DataError>> {
    return this.asAdmin(async () => {
      return ok(deletionImpactOf(await this.submissionsOf(id)));
    });
  }

  softDelete(id: string): Promise<Result<ProDeletionOutcome, DataError>> {
    return this.asAdmin(() =>
      this.db.write(['pros', 'submissions'], async (tx) => {
        const pros = tx.objectStore('pros');
        const pro = (await request(pros.get(id))) as Pro | undefined;
        if (!pro || pro.deleted_at !== null) return err(notFound());
        const submissions = tx.objectStore('submissions');
        const rows = (await request(submissions.index('pro_id').getAll(id))) as LocalSubmissionRow[];
        let cancelledSubmissions = 0;
        let refundsRequested = 0;
        for (const row of rows) {
          if (!isOpenSubmission(row.status)) continue;
          cancelledSubmissions++;
          if (row.paid) refundsRequested++;
          submissions.put({ ...row, status: 'cancelled', refund_requested: row.paid || row.refund_requested } satisfies LocalSubmissionRow);
        }
        pros.put({ ...pro, deleted_at: this.now(), updated_at: this.now() } satisfies Pro);
        return ok({ cancelledSubmissions, refundsRequested });
      }),
    );
  }

  // ProDocumentStore

  upload(proId: string, upload: DocumentUpload, onProgress?: (fraction: number) => void): Promise<Result<ProDocument, DataError>> {
    return this.call(async () => {
      if ((await this.callerId()) !== proId) return err(rowLevelSecurity());
      const id = globalThis.crypto.randomUUID();
      const doc = newProDocument(proId, id, upload, this.now());
      const stored = await this.storage.upload(PRO_DOCUMENTS_BUCKET, doc.storage_path, upload.file, { contentType: upload.file.type });
      if (!stored.ok) return err(storageErrorToDataError(stored.error));
      const written = await this.db.write('pro_documents', async (tx) => {
        tx.objectStore('pro_documents').put(doc);
        return ok(doc);
      });
      onProgress?.(1);
      return written;
    });
  }

  list(proId: string): Promise<Result<readonly ProDocument[], DataError>> {
    return this.call(async () => {
      if (!(await this.ownerOrAdmin(proId))) return ok([]);
      const docs = await this.db.read('pro_documents', (tx) => request(tx.objectStore('pro_documents').index('pro_id').getAll(proId) as IDBRequest<ProDocument[]>));
      return ok(docs.sort((a, b) => a.uploaded_at.localeCompare(b.uploaded_at)));
    });
  }

  remove(document: ProDocument): Promise<Result<void, DataError>> {
    return this.call(async () => {
      const stored = await this.get<ProDocument>('pro_documents', document.id);
      if (!stored || (await this.callerId()) !== stored.pro_id) return err(forbidden());
      await this.storage.remove(PRO_DOCUMENTS_BUCKET, [stored.storage_path]);
      return this.db.write('pro_documents', async (tx) => {
        tx.objectStore('pro_documents').delete(stored.id);
        return ok(undefined);
      });
    });
  }

  viewUrl(document: ProDocument): Promise<Result<string, DataError>> {
    return this.call(async () => {
      const stored = await this.get<ProDocument>('pro_documents', document.id);
      if (!stored) return err(notFound());
      if (!(await this.ownerOrAdmin(stored.pro_id))) return err(forbidden());
      const signed = await this.storage.createSignedUrl(PRO_DOCUMENTS_BUCKET, stored.storage_path, 60);
      return signed.ok ? ok(signed.value.signedUrl) : err(storageErrorToDataError(signed.error));
    });
  }

  // NotificationRepository

  send(notification: NewNotification): Promise<Result<AppNotification, DataError>> {
    return this.call(() =>
      this.db.write('notifications', async (tx) => {
        const row: AppNotification = { ...notification, id: globalThis.crypto.randomUUID(), read_at: null, created_at: this.now() };
        tx.objectStore('notifications').add(row);
        return ok(row);
      }),
    );
  }

  // TEMPORARY (issue 9 in progress): replaced by the domain rules of src/domain/notifications.
  markRead(): Promise<Result<void, DataError>> {
    return Promise.resolve(err(dataErrors.failed('not implemented yet')));
  }

  listMine(): Promise<Result<readonly AppNotification[], DataError>> {
    return this.call(async () => {
      const userId = await this.callerId();
      if (!userId) return ok([]);
      const rows = await this.db.read('notifications', (tx) => request(tx.objectStore('notifications').index('user_id').getAll(userId) as IDBRequest<AppNotification[]>));
      return ok(rows.sort((a, b) => b.created_at.localeCompare(a.created_at)));
    });
  }

  // Service rights (fixtures, demo data)

  async putProAsService(pro: Pro): Promise<void> {
    await this.db.write('pros', async (tx) => {
      tx.objectStore('pros').put(pro);
      return ok(undefined);
    });
  }

  async putSubmissionAsService(row: LocalSubmissionRow): Promise<void> {
    await this.db.write('submissions', async (tx) => {
      tx.objectStore('submissions').put(row);
      return ok(undefined);
    });
  }

  submissionsOf(proId: string): Promise<LocalSubmissionRow[]> {
    return this.db.read('submissions', (tx) => request(tx.objectStore('submissions').index('pro_id').getAll(proId) as IDBRequest<LocalSubmissionRow[]>));
  }

  private decide(id: string, change: (pro: Pro) => Pro): Promise<Result<Pro, DataError>> {
    return this.asAdmin(async (adminId) =>
      this.db.write('pros', async (tx) => {
        const store = tx.objectStore('pros');
        const pro = (await request(store.get(id))) as Pro | undefined;
        if (!pro || pro.deleted_at !== null) return err(notFound());
        if (pro.verification_status !== 'pending') return err(dataErrors.conflict('Only pending applications can be decided.'));
        const decided: Pro = { ...change(pro), verified_at: this.now(), verified_by: adminId, updated_at: this.now() };
        store.put(decided);
        return ok(decided);
      }),
    );
  }

  /** The caller's user id from their access token; null when signed out or the token does not verify. */
  private async callerId(): Promise<string | null> {
    const token = await this.accessToken();
    if (!token) return null;
    const claims = await this.verifier.verify(token);
    return claims.ok ? claims.value.sub : null;
  }

  private async ownerOrAdmin(ownerId: string): Promise<boolean> {
    const caller = await this.callerId();
    return caller !== null && (caller === ownerId || (await this.get<Profile>('profiles', caller))?.is_admin === true);
  }

  private asAdmin<T>(work: (adminId: string) => Promise<Result<T, DataError>>): Promise<Result<T, DataError>> {
    return this.call(async () => {
      const caller = await this.callerId();
      if (!caller || (await this.get<Profile>('profiles', caller))?.is_admin !== true) return err(forbidden());
      return work(caller);
    });
  }

  private get<T>(store: 'pros' | 'pro_documents' | 'profiles', key: string): Promise<T | undefined> {
    return this.db.read(store, (tx) => request(tx.objectStore(store).get(key) as IDBRequest<T | undefined>));
  }

  private all<T>(store: 'pros'): Promise<T[]> {
    return this.db.read(store, (tx) => request(tx.objectStore(store).getAll() as IDBRequest<T[]>));
  }

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  private async call<T>(work: () => Promise<Result<T, DataError>>): Promise<Result<T, DataError>> {
    try {
      if (await this.faults.shouldFail('pros')) return err(dataErrors.unavailable(SIMULATED_FAULT_MESSAGE));
      return await work();
    } catch (error) {
      const failure = toLocalStorageError(error);
      return err(failure.reason === 'quota' ? dataErrors.quota() : dataErrors.failed(failure.message));
    }
  }
}
