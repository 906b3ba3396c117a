import type { NotificationRepository, AppNotification, NewNotification } from '../../application/ports/notification-repository.port';
import type { DocumentUpload, ProDocumentStore } from '../../application/ports/pro-document-store.port';
import type { ProAdminRepository, ProRepository, VerificationQueueQuery } from '../../application/ports/pro-repository.port';
import type { Clock } from '../../application/ports/clock.port';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { applyApplication, canEditApplication, isListed, type Pro, type ProApplicationFields } from '../../domain/pros/pro';
import { newProDocument, type ProDocument } from '../../domain/pros/pro-document';
import { deletionImpactOf, isOpenSubmission, type ProDeletionImpact, type ProDeletionOutcome } from '../../domain/pros/pro-deletion';
import { listPros, type ProListQuery, type ProPage } from '../../domain/pros/pro-listing';
import { err, ok, type Result } from '../../domain/result';
import { FaultQueue } from './fault-queue';
import type { InMemoryAuthGateway } from './in-memory-auth-gateway.fake';
import type { InMemoryProfileRepository } from './in-memory-profile-repository.fake';

/** The minimum of submissions and payments that pro deletion touches. */
export interface SubmissionRow {
  id: string;
  pro_id: string;
  athlete_id: string;
  status: 'draft' | 'awaiting_payment' | 'submitted' | 'in_review' | 'delivered' | 'cancelled' | 'refunded';
  paid: boolean;
  refund_requested: boolean;
}

const forbidden = (): DataError => dataErrors.adminOnly();
const notFound = (): DataError => dataErrors.notFound('We could not find that pro.');

/**
 * Pros, their documents, notifications and the submissions pro deletion touches, in memory.
 * Enforces what the hosted backend enforces: admin operations need is_admin in the caller's profile.
 */
export class InMemoryMarketplace implements ProRepository, ProAdminRepository, ProDocumentStore, NotificationRepository {
  readonly pros = new Map<string, Pro>();
  readonly documents = new Map<string, { doc: ProDocument; blob: Blob }>();
  readonly notifications: AppNotification[] = [];
  readonly submissions: SubmissionRow[] = [];
  readonly faults = new FaultQueue<'listPublic' | 'findPublic' | 'findOwn' | 'saveOwn' | 'submitOwn' | 'upload' | 'admin', DataError>();

  constructor(
    private readonly auth: InMemoryAuthGateway,
    private readonly profiles: InMemoryProfileRepository,
    private readonly clock: Clock,
  ) {}

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  private callerId(): string | null {
    return this.auth.currentSession()?.user.id ?? null;
  }

  private callerIsAdmin(): boolean {
    const id = this.callerId();
    return id !== null && this.profiles.get(id)?.is_admin === true;
  }

  /** A row written with service rights (fixtures). */
  put(pro: Pro): void {
    this.pros.set(pro.id, pro);
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
    if (this.callerId() !== userId) return ok(null);
    return ok(this.pros.get(userId) ?? null);
  }

  async saveOwn(userId: string, fields: ProApplicationFields): Promise<Result<Pro, DataError>> {
    const fault = this.faults.take('saveOwn');
    if (fault) return err(fault);
    if (this.callerId() !== userId) return err(dataErrors.forbidden());
    const current = this.pros.get(userId) ?? null;
    if (!canEditApplication(current)) return err(dataErrors.conflict('The application cannot be changed while it is under review.'));
    const pro = applyApplication(userId, fields, current, this.now());
    this.pros.set(userId, pro);
    return ok(pro);
  }

  async submitOwn(userId: string): Promise<Result<Pro, DataError>> {
    const fault = this.faults.take('submitOwn');
    if (fault) return err(fault);
    const current = this.pros.get(userId);
    if (this.callerId() !== userId || !current) return err(notFound());
    if (!canEditApplication(current)) return err(dataErrors.conflict('The application has already been submitted.'));
    const pro: Pro = { ...current, verification_status: 'pending', rejection_reason: null, submitted_at: this.now(), updated_at: this.now() };
    this.pros.set(userId, pro);
    return ok(pro);
  }

  // ProAdminRepository

  private adminGuard(): DataError | null {
    return this.faults.take('admin') ?? (this.callerIsAdmin() ? null : forbidden());
  }

  async listForVerification(query: VerificationQueueQuery): Promise<Result<readonly Pro[], DataError>> {
    const denied = this.adminGuard();
    if (denied) return err(denied);
    const status = query.status ?? 'pending';
    const term = query.search?.trim().toLowerCase() ?? '';
    const rows = [...this.pros.values()]
      .filter((p) => p.deleted_at === null && p.verification_status === status)
      .filter((p) => !term || p.display_name.toLowerCase().includes(term))
      .filter((p) => !query.sport || p.sports.includes(query.sport as Pro['sports'][number]))
      .sort((a, b) => (a.submitted_at ?? '').localeCompare(b.submitted_at ?? ''));
    return ok(rows);
  }

  async findAny(id: string): Promise<Result<Pro | null, DataError>> {
    const denied = this.adminGuard();
    if (denied) return err(denied);
    return ok(this.pros.get(id) ?? null);
  }

  async approve(id: string): Promise<Result<Pro, DataError>> {
    return this.decide(id, (pro) => ({ ...pro, verification_status: 'approved', rejection_reason: null }));
  }

  async reject(id: string, reason: string): Promise<Result<Pro, DataError>> {
    return this.decide(id, (pro) => ({ ...pro, verification_status: 'rejected', rejection_reason: reason }));
  }

  private async decide(id: string, change: (pro: Pro) => Pro): Promise<Result<Pro, DataError>> {
    const denied = this.adminGuard();
    if (denied) return err(denied);
    const pro = this.pros.get(id);
    if (!pro || pro.deleted_at !== null) return err(notFound());
    if (pro.verification_status !== 'pending') return err(dataErrors.conflict('Only pending applications can be decided.'));
    const decided: Pro = { ...change(pro), verified_at: this.now(), verified_by: this.callerId(), updated_at: this.now() };
    this.pros.set(id, decided);
    return ok(decided);
  }

  async searchForDeletion(term: string): Promise<Result<readonly Pro[], DataError>> {
    const denied = this.adminGuard();
    if (denied) return err(denied);
    const needle = term.trim().toLowerCase();
    return ok([...this.pros.values()].filter((p) => p.deleted_at === null && (!needle || p.display_name.toLowerCase().includes(needle))));
  }

  async deletionImpact(id: string): Promise<Result<ProDeletionImpact, DataError>> {
    const denied = this.adminGuard();
    if (denied) return err(denied);
    return ok(deletionImpactOf(this.submissions.filter((s) => s.pro_id === id)));
  }

  async softDelete(id: string): Promise<Result<ProDeletionOutcome, DataError>> {
    const denied = this.adminGuard();
    if (denied) return err(denied);
    const pro = this.pros.get(id);
    if (!pro || pro.deleted_at !== null) return err(notFound());
    let cancelled = 0;
    let refunds = 0;
    for (const row of this.submissions) {
      if (row.pro_id !== id || !isOpenSubmission(row.status)) continue;
      row.status = 'cancelled';
      cancelled++;
      if (row.paid) {
        row.refund_requested = true;
        refunds++;
      }
    }
    this.pros.set(id, { ...pro, deleted_at: this.now(), updated_at: this.now() });
    return ok({ cancelledSubmissions: cancelled, refundsRequested: refunds });
  }

  // ProDocumentStore

  async upload(proId: string, upload: DocumentUpload, onProgress?: (fraction: number) => void): Promise<Result<ProDocument, DataError>> {
    const fault = this.faults.take('upload');
    if (fault) return err(fault);
    if (this.callerId() !== proId) return err(dataErrors.forbidden());
    const id = globalThis.crypto.randomUUID();
    const doc = newProDocument(proId, id, upload, this.now());
    onProgress?.(1);
    this.documents.set(id, { doc, blob: upload.file });
    return ok(doc);
  }

  async list(proId: string): Promise<Result<readonly ProDocument[], DataError>> {
    if (this.callerId() !== proId && !this.callerIsAdmin()) return ok([]);
    return ok([...this.documents.values()].map((d) => d.doc).filter((d) => d.pro_id === proId));
  }

  async remove(document: ProDocument): Promise<Result<void, DataError>> {
    if (this.callerId() !== document.pro_id) return err(forbidden());
    this.documents.delete(document.id);
    return ok(undefined);
  }

  async viewUrl(document: ProDocument): Promise<Result<string, DataError>> {
    if (this.callerId() !== document.pro_id && !this.callerIsAdmin()) return err(forbidden());
    const stored = this.documents.get(document.id);
    if (!stored) return err(notFound());
    return ok(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(stored.blob) : `memory://${document.storage_path}`);
  }

  // NotificationRepository

  async send(notification: NewNotification): Promise<Result<AppNotification, DataError>> {
    const row: AppNotification = { ...notification, id: globalThis.crypto.randomUUID(), read_at: null, created_at: this.now() };
    this.notifications.push(row);
    return ok(row);
  }

  // TEMPORARY (issue 9 in progress): replaced by the domain rules of src/domain/notifications.
  async listMine(): Promise<Result<readonly AppNotification[], DataError>> {
    const userId = this.callerId();
    return ok(this.notifications.filter((n) => n.user_id === userId).reverse());
  }

  async markRead(): Promise<Result<void, DataError>> {
    return err(dataErrors.failed('not implemented yet'));
  }
}
