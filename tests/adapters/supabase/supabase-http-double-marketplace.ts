import { randomUUID } from 'node:crypto';
import {
  checkViolation,
  permissionDenied,
  RestFailure,
  RestTable,
  restJson,
  type Row,
  type TableCaller,
  type TableRules,
} from './postgrest-table-double';

/**
 * The marketplace part of the Supabase HTTP double: the tables and functions of
 * supabase/migrations/20250601000200_marketplace.sql, with the same grants, policies, guard
 * trigger and function checks (proven on Postgres in tests/supabase/marketplace-security.test.ts).
 * Timestamps are written as PostgREST writes them (`+00:00`).
 */

const OPEN_STATUSES = ['draft', 'awaiting_payment', 'submitted', 'in_review'];
const EDITABLE_STATUSES = ['draft', 'rejected'];
const DOCUMENTS_BUCKET = 'pro-documents';

const pgNow = () => new Date().toISOString().replace('Z', '+00:00');
const uidOf = (caller: TableCaller): string | null => (caller.role === 'authenticated' ? caller.uid : null);
const apiRole = (caller: TableCaller) => caller.role !== 'service_role';

const PRO_APPLICATION_COLUMNS = ['display_name', 'headline', 'bio', 'sports', 'years_experience', 'price_cents', 'currency', 'turnaround_hours', 'avatar_path'];
const PRO_PROTECTED_COLUMNS = ['verified_at', 'verified_by', 'rating_avg', 'reviews_count', 'deleted_at'];
const PRO_STATUS_COLUMNS = ['verification_status', 'rejection_reason', 'submitted_at'];

/** A submission fixture; `paid` adds a succeeded payment. */
export interface SubmissionFixture {
  readonly id: string;
  readonly pro_id: string;
  readonly athlete_id: string;
  readonly status: string;
  readonly paid: boolean;
}

export class MarketplaceDouble {
  readonly pros: RestTable;
  readonly proDocuments: RestTable;
  readonly notifications: RestTable;
  readonly submissions: RestTable;
  readonly payments: RestTable;
  private readonly tables: ReadonlyMap<string, RestTable>;

  /** `isAdmin`: profiles.is_admin of a user (private.is_admin). */
  constructor(private readonly isAdmin: (uid: string | null) => boolean) {
    const admin = (caller: TableCaller) => isAdmin(uidOf(caller));
    const listed = (row: Row) => row.verification_status === 'approved' && row.deleted_at === null;
    const editable = (caller: TableCaller) => this.applicationEditable(uidOf(caller));

    this.pros = new RestTable({
      name: 'pros',
      primaryKey: 'id',
      columns: ['id', ...PRO_APPLICATION_COLUMNS, ...PRO_STATUS_COLUMNS, 'verified_at', 'verified_by', 'rating_avg', 'reviews_count', 'deleted_at', 'created_at', 'updated_at'],
      grants: { anonSelect: true, insert: new Set(['id', ...PRO_APPLICATION_COLUMNS]), update: new Set(PRO_APPLICATION_COLUMNS), delete: false },
      visible: (row, caller) => caller.role === 'service_role' || listed(row) || (caller.role === 'authenticated' && (row.id === caller.uid || admin(caller))),
      mayInsert: (row, caller) => row.id === uidOf(caller) && row.verification_status === 'draft' && row.deleted_at === null,
      mayUpdate: (row, caller) => row.id === uidOf(caller) && EDITABLE_STATUSES.includes(String(row.verification_status)) && row.deleted_at === null,
      mayUpdateTo: (row, caller) => row.id === uidOf(caller) && EDITABLE_STATUSES.includes(String(row.verification_status)) && row.deleted_at === null,
      mayDelete: () => false,
      defaults: (row) => {
        const now = pgNow();
        return {
          display_name: '',
          headline: '',
          bio: '',
          sports: [],
          years_experience: 0,
          price_cents: 0,
          currency: 'USD',
          turnaround_hours: 48,
          avatar_path: null,
          verification_status: 'draft',
          rejection_reason: null,
          submitted_at: null,
          verified_at: null,
          verified_by: null,
          rating_avg: null,
          reviews_count: 0,
          deleted_at: null,
          created_at: now,
          updated_at: now,
          ...row,
        };
      },
      // private.guard_pro_write
      beforeUpdate: (next, previous, caller) => {
        if (apiRole(caller)) {
          if (PRO_STATUS_COLUMNS.some((c) => next[c] !== previous[c])) {
            throw new RestFailure(403, '42501', 'verification status is changed by submitting or by an administrator only');
          }
          if (PRO_PROTECTED_COLUMNS.some((c) => next[c] !== previous[c])) throw new RestFailure(403, '42501', 'verification, rating and deletion columns are not writable');
        }
        return { ...next, updated_at: pgNow() };
      },
      check: (row) => {
        if (!['draft', 'pending', 'approved', 'rejected'].includes(String(row.verification_status))) throw checkViolation('pros', 'pros_verification_status_check');
        if (row.verification_status === 'rejected' && row.rejection_reason === null) throw checkViolation('pros', 'pros_rejection_has_reason');
        if (String(row.display_name).length > 80) throw checkViolation('pros', 'pros_display_name_check');
        if (!Number.isInteger(row.price_cents) || (row.price_cents as number) < 0 || (row.price_cents as number) > 100_000) throw checkViolation('pros', 'pros_price_cents_check');
      },
    });

    this.proDocuments = new RestTable({
      name: 'pro_documents',
      primaryKey: 'id',
      columns: ['id', 'pro_id', 'kind', 'file_name', 'mime_type', 'size_bytes', 'storage_path', 'uploaded_at'],
      grants: { anonSelect: false, insert: new Set(['id', 'pro_id', 'kind', 'file_name', 'mime_type', 'size_bytes', 'storage_path']), update: new Set(), delete: true },
      visible: (row, caller) => caller.role === 'service_role' || (caller.role === 'authenticated' && (row.pro_id === caller.uid || admin(caller))),
      mayInsert: (row, caller) => row.pro_id === uidOf(caller) && editable(caller),
      mayUpdate: () => false,
      mayUpdateTo: () => false,
      mayDelete: (row, caller) => row.pro_id === uidOf(caller) && editable(caller),
      defaults: (row) => ({ id: randomUUID(), uploaded_at: pgNow(), ...row }),
      beforeUpdate: (next) => next,
      check: (row) => {
        if (!['identity', 'certification', 'other'].includes(String(row.kind))) throw checkViolation('pro_documents', 'pro_documents_kind_check');
        if (!['application/pdf', 'image/jpeg', 'image/png'].includes(String(row.mime_type))) throw checkViolation('pro_documents', 'pro_documents_mime_type_check');
        const size = Number(row.size_bytes);
        if (!(size >= 1 && size <= 10_485_760)) throw checkViolation('pro_documents', 'pro_documents_size_bytes_check');
        if (String(row.storage_path).split('/')[0] !== String(row.pro_id)) throw checkViolation('pro_documents', 'pro_documents_in_owner_folder');
      },
    });

    this.notifications = new RestTable({
      name: 'notifications',
      primaryKey: 'id',
      columns: ['id', 'user_id', 'title', 'body', 'link', 'read_at', 'created_at'],
      grants: { anonSelect: false, insert: new Set(['user_id', 'title', 'body', 'link']), update: new Set(['read_at']), delete: false },
      visible: (row, caller) =>
        caller.role === 'service_role' || (caller.role === 'authenticated' && (row.user_id === caller.uid || row.user_id === null || admin(caller))),
      mayInsert: (_row, caller) => admin(caller),
      mayUpdate: (row, caller) => row.user_id === uidOf(caller),
      mayUpdateTo: (row, caller) => row.user_id === uidOf(caller),
      mayDelete: () => false,
      defaults: (row) => ({ id: randomUUID(), user_id: null, body: '', link: null, read_at: null, created_at: pgNow(), ...row }),
      beforeUpdate: (next) => next,
      check: (row) => {
        const title = String(row.title ?? '');
        if (title.length < 1 || title.length > 200) throw checkViolation('notifications', 'notifications_title_check');
        const link = row.link;
        if (link !== null && (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//'))) throw checkViolation('notifications', 'notifications_link_check');
      },
    });

    const readOnly = (name: string, columns: string[], visible: TableRules['visible'], defaults: TableRules['defaults']) =>
      new RestTable({
        name,
        primaryKey: 'id',
        columns,
        grants: { anonSelect: false, insert: new Set(), update: new Set(), delete: false },
        visible,
        mayInsert: () => false,
        mayUpdate: () => false,
        mayUpdateTo: () => false,
        mayDelete: () => false,
        defaults,
        beforeUpdate: (next) => next,
        check: () => undefined,
      });

    this.submissions = readOnly(
      'submissions',
      ['id', 'athlete_id', 'pro_id', 'video_id', 'sport', 'question', 'status', 'price_cents', 'currency', 'refund_requested', 'created_at', 'submitted_at', 'delivered_at'],
      (row, caller) => caller.role === 'service_role' || (caller.role === 'authenticated' && (row.athlete_id === caller.uid || row.pro_id === caller.uid || admin(caller))),
      (row) => ({ id: randomUUID(), video_id: null, sport: 'Tennis', question: '', status: 'draft', price_cents: 0, currency: 'USD', refund_requested: false, created_at: pgNow(), submitted_at: null, delivered_at: null, ...row }),
    );
    this.payments = readOnly(
      'payments',
      ['id', 'submission_id', 'payer_id', 'amount_cents', 'currency', 'provider', 'provider_ref', 'status', 'created_at'],
      (row, caller) => caller.role === 'service_role' || (caller.role === 'authenticated' && (row.payer_id === caller.uid || admin(caller))),
      (row) => ({ id: randomUUID(), amount_cents: 0, currency: 'USD', provider: 'simulated', provider_ref: null, status: 'pending', created_at: pgNow(), ...row }),
    );

    this.tables = new Map([
      ['/pros', this.pros],
      ['/pro_documents', this.proDocuments],
      ['/notifications', this.notifications],
      ['/submissions', this.submissions],
      ['/payments', this.payments],
    ]);
  }

  /** private.pro_application_editable: no application yet, or a draft or rejected one that is not deleted. */
  applicationEditable(uid: string | null): boolean {
    if (uid === null) return false;
    const pro = this.pros.rows.get(uid);
    return !pro || (EDITABLE_STATUSES.includes(String(pro.verification_status)) && pro.deleted_at === null);
  }

  /** The restrictive storage policies: a pro's credentials are frozen while under review. */
  mayWriteObject(bucket: string, uid: string | null): boolean {
    return bucket !== DOCUMENTS_BUCKET || this.applicationEditable(uid);
  }

  /** Answers /rest/v1/<table> and /rest/v1/rpc/<function> for the marketplace, or null for another route. */
  handle(request: Request, route: string, query: URLSearchParams, caller: TableCaller): Promise<Response> | null {
    const table = this.tables.get(route);
    if (table) return table.handle(request, query, caller);
    if (route.startsWith('/rpc/')) return this.rpc(request, route.slice('/rpc/'.length), caller);
    return null;
  }

  // ---- fixtures (service rights) ---------------------------------------------------------------

  seedPro(pro: Row): void {
    this.pros.put(pro);
  }

  seedSubmission(fixture: SubmissionFixture): void {
    this.submissions.put({ id: fixture.id, pro_id: fixture.pro_id, athlete_id: fixture.athlete_id, status: fixture.status });
    if (fixture.paid) this.payments.put({ submission_id: fixture.id, payer_id: fixture.athlete_id, amount_cents: 4500, status: 'succeeded' });
  }

  submissionsOf(proId: string): Row[] {
    return this.submissions.all().filter((s) => s.pro_id === proId);
  }

  // ---- functions -------------------------------------------------------------------------------

  private readonly functions: Record<string, { args: readonly string[]; run: (args: Row, caller: TableCaller) => unknown }> = {
    submit_pro_application: { args: [], run: (_args, caller) => this.submit(caller) },
    approve_pro: { args: ['pro_id'], run: (args, caller) => this.decide(caller, String(args.pro_id), { verification_status: 'approved', rejection_reason: null }) },
    reject_pro: {
      args: ['pro_id', 'reason'],
      run: (args, caller) => {
        this.requireAdmin(caller);
        const reason = String(args.reason ?? '').trim();
        if (reason.length < 10) throw new RestFailure(400, '22023', 'a rejection needs a reason the pro can act on (at least 10 characters)');
        return this.decide(caller, String(args.pro_id), { verification_status: 'rejected', rejection_reason: reason });
      },
    },
    pro_deletion_impact: { args: ['pro_id'], run: (args, caller) => this.deletionImpact(caller, String(args.pro_id)) },
    delete_pro: { args: ['pro_id'], run: (args, caller) => this.softDelete(caller, String(args.pro_id)) },
  };

  private async rpc(request: Request, name: string, caller: TableCaller): Promise<Response> {
    const fn = this.functions[name];
    const text = request.method === 'POST' ? await request.text() : '';
    const args = (text ? JSON.parse(text) : {}) as Row;
    if (!fn || Object.keys(args).some((arg) => !fn.args.includes(arg)) || fn.args.some((arg) => !(arg in args))) {
      return new RestFailure(404, 'PGRST202', `Could not find the function public.${name}(${Object.keys(args).join(', ')}) in the schema cache`).toResponse();
    }
    // The migration revokes execute from anon.
    if (caller.role === 'anon') return permissionDenied(caller, `function ${name}`).toResponse();
    try {
      return restJson(200, fn.run(args, caller));
    } catch (error) {
      if (error instanceof RestFailure) return error.toResponse();
      throw error;
    }
  }

  private requireAdmin(caller: TableCaller): void {
    if (!this.isAdmin(uidOf(caller))) throw new RestFailure(403, '42501', 'permission denied: administrators only');
  }

  private liveProOrNotFound(id: string): Row {
    const pro = this.pros.rows.get(id);
    if (!pro || pro.deleted_at !== null) throw new RestFailure(404, 'PT404', 'No pro found');
    return pro;
  }

  private submit(caller: TableCaller): Row {
    const uid = uidOf(caller);
    if (uid === null) throw new RestFailure(403, '42501', 'sign in to submit an application');
    const pro = this.pros.rows.get(uid);
    if (!pro) throw new RestFailure(404, 'PT404', 'No pro application found');
    if (!EDITABLE_STATUSES.includes(String(pro.verification_status)) || pro.deleted_at !== null) throw new RestFailure(400, '23514', 'application already submitted');
    const now = pgNow();
    return this.pros.put({ ...pro, verification_status: 'pending', submitted_at: now, rejection_reason: null, updated_at: now });
  }

  private decide(caller: TableCaller, id: string, change: Row): Row {
    this.requireAdmin(caller);
    const pro = this.liveProOrNotFound(id);
    if (pro.verification_status !== 'pending') throw new RestFailure(400, '23514', 'only pending applications can be decided');
    const now = pgNow();
    return this.pros.put({ ...pro, ...change, verified_at: now, verified_by: uidOf(caller), updated_at: now });
  }

  private paidCount(submissionId: unknown): number {
    return this.payments.all().filter((p) => p.submission_id === submissionId && p.status === 'succeeded').length;
  }

  private deletionImpact(caller: TableCaller, id: string) {
    this.requireAdmin(caller);
    const rows = this.submissionsOf(id);
    const open = rows.filter((s) => OPEN_STATUSES.includes(String(s.status)));
    return {
      open_submissions: open.length,
      payments: rows.reduce((sum, s) => sum + this.paidCount(s.id), 0),
      payments_to_refund: open.filter((s) => this.paidCount(s.id) > 0).length,
    };
  }

  private softDelete(caller: TableCaller, id: string) {
    this.requireAdmin(caller);
    const pro = this.liveProOrNotFound(id);
    let cancelled = 0;
    let refunds = 0;
    for (const submission of this.submissionsOf(id)) {
      if (!OPEN_STATUSES.includes(String(submission.status))) continue;
      const refund = this.paidCount(submission.id) > 0;
      this.submissions.put({ ...submission, status: 'cancelled', refund_requested: refund });
      cancelled += 1;
      if (refund) refunds += 1;
    }
    const now = pgNow();
    this.pros.put({ ...pro, deleted_at: now, updated_at: now });
    return { cancelled_submissions: cancelled, refunds_requested: refunds };
  }
}
