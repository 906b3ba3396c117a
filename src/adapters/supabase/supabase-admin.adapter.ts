import type { AdminUsers } from '../../application/ports/admin-users.port';
import type { Clock } from '../../application/ports/clock.port';
import type { DemoCreator } from '../../application/ports/demo-creator.port';
import type { Profile } from '../../domain/auth/profile';
import { acceptDemoRequest, demoPeopleOf, demoPerson, demoStory, demoSubmissions, nextDemoSequence, type DemoRecord, type DemoRequest } from '../../domain/demo/demo-data';
import { adminRightsRefusals, type AdminRightsChange } from '../../domain/people/admin-rights';
import { personNotFound, type PersonRecord } from '../../domain/people/person-record';
import { err, ok, type Result } from '../../domain/result';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { successStoryRow } from '../shared/content-rows';
import { proRow, submissionRow, toPayment, toProfile, toSubmission } from '../shared/table-rows';
import type { DemoRecordRow } from './supabase-admin-schema';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { postgrestRefusal, postgrestToDataError, type PostgrestFailure, SQL_CODES } from './supabase-errors';
import { isUuid } from './supabase-marketplace-mapping';

const toDemoRecord = (row: DemoRecordRow): DemoRecord => ({ kind: row.kind, rowId: row.row_id, batchId: row.batch_id, label: row.label, createdAt: row.created_at });

/** An admin function's refusal: signed out, or not an admin (42501); anything else as the catalogue says. */
function adminError(client: ClipCoachSupabaseClient, error: PostgrestFailure): Promise<DataError> {
  return postgrestRefusal(client, error, dataErrors.adminOnly());
}

/** grant_admin's and revoke_admin's refusals: the last admin (hinted), the state (23514, as changeAdminRights says), no such person. */
function rightsError(client: ClipCoachSupabaseClient, error: PostgrestFailure & { hint?: string | null }, change: AdminRightsChange): Promise<DataError> | DataError {
  if (error.hint === 'last_admin') return adminRightsRefusals.lastAdmin();
  if (error.code === SQL_CODES.checkFailed) return change === 'grant' ? adminRightsRefusals.alreadyAdmin() : adminRightsRefusals.notAdmin();
  if (error.code === SQL_CODES.functionNotFound) return personNotFound();
  return adminError(client, error);
}

/**
 * The admin tools on Supabase. The functions of supabase/migrations/20250601001400_admin_users_and_demo.sql
 * check profiles.is_admin and decide; reading a person's submissions and payments is the admins'
 * select policies. The demo creator builds its rows with the domain (demoPerson, demoSubmissions, demoStory)
 * and the functions make them as accounts without a password, marked in demo_records: the
 * browser holds no service key, so no real auth account (one that could sign in) is created.
 * The admin check runs in SQL; acceptDemoRequest here only validates the count before the call.
 */
export class SupabaseAdmin implements AdminUsers, DemoCreator {
  constructor(
    private readonly client: ClipCoachSupabaseClient,
    private readonly clock: Clock,
  ) {}

  async personRecord(userId: string): Promise<Result<PersonRecord, DataError>> {
    if (!isUuid(userId)) return err(personNotFound());
    const person = await this.client.rpc('admin_person', { p_user_id: userId }).retry(false);
    if (person.error) return err(person.error.code === SQL_CODES.functionNotFound ? personNotFound() : await adminError(this.client, person.error));
    const row = person.data[0];
    if (!row) return err(personNotFound());
    const [submissions, payments] = await Promise.all([
      this.client.from('submissions').select('*').or(`athlete_id.eq.${userId},pro_id.eq.${userId}`).order('created_at', { ascending: false }).retry(false),
      this.client.from('payments').select('*').eq('payer_id', userId).order('created_at', { ascending: false }).retry(false),
    ]);
    if (submissions.error) return err(postgrestToDataError(submissions.error));
    if (payments.error) return err(postgrestToDataError(payments.error));
    const { email, ...profile } = row;
    return ok({ profile: toProfile(profile), email, submissions: submissions.data.map(toSubmission), payments: payments.data.map(toPayment) });
  }

  async grantAdmin(userId: string): Promise<Result<Profile, DataError>> {
    const { data, error } = await this.client.rpc('grant_admin', { p_user_id: userId });
    return error ? err(await rightsError(this.client, error, 'grant')) : ok(toProfile(data));
  }

  async revokeAdmin(userId: string): Promise<Result<Profile, DataError>> {
    const { data, error } = await this.client.rpc('revoke_admin', { p_user_id: userId });
    return error ? err(await rightsError(this.client, error, 'revoke')) : ok(toProfile(data));
  }

  async create(request: DemoRequest): Promise<Result<readonly DemoRecord[], DataError>> {
    // The actor is checked by the function; here only the request's shape (admin assumed, SQL refuses others).
    const accepted = acceptDemoRequest(request, { id: '', isAdmin: true });
    if (!accepted.ok) return accepted;
    const existing = await this.list();
    if (!existing.ok) return existing;
    const batch = globalThis.crypto.randomUUID();
    const now = new Date(this.clock.now()).toISOString();
    const first = nextDemoSequence(existing.value);
    const people = demoPeopleOf(accepted.value).map((kind, i) => demoPerson(kind, globalThis.crypto.randomUUID(), first + i, batch, now));
    const made = await this.client.rpc('create_demo_people', {
      p_batch: batch,
      p_people: people.map((p) => ({
        kind: p.record.kind,
        id: p.profile.id,
        email: p.email,
        first_name: p.profile.firstName,
        last_name: p.profile.lastName,
        label: p.record.label,
        pro: p.pro ? proRow(p.pro) : null,
      })),
    });
    if (made.error) return err(await adminError(this.client, made.error));
    const [athlete, pro] = people;
    if (accepted.value.kind === 'story') {
      const demo = demoStory(globalThis.crypto.randomUUID(), athlete!.profile, pro!.pro!, batch, now);
      const stories = await this.client.rpc('create_demo_stories', { p_batch: batch, p_rows: [{ story: successStoryRow(demo.story), label: demo.record.label }] });
      if (stories.error) return err(await adminError(this.client, stories.error));
      return ok([...made.data, ...stories.data].map(toDemoRecord));
    }
    if (accepted.value.kind !== 'submissions') return ok(made.data.map(toDemoRecord));
    const ids = Array.from({ length: 7 }, () => globalThis.crypto.randomUUID());
    const rows = demoSubmissions(ids, athlete!.profile.id, pro!.pro!, batch, now).map((d) => ({
      submission: submissionRow(d.submission),
      payment_status: d.payment?.status ?? null,
      label: d.record.label,
    }));
    const submissions = await this.client.rpc('create_demo_submissions', { p_batch: batch, p_rows: rows });
    if (submissions.error) return err(await adminError(this.client, submissions.error));
    return ok([...made.data, ...submissions.data].map(toDemoRecord));
  }

  async list(): Promise<Result<readonly DemoRecord[], DataError>> {
    const { data, error } = await this.client.rpc('list_demo_records').retry(false);
    return error ? err(await adminError(this.client, error)) : ok(data.map(toDemoRecord));
  }

  async wipe(): Promise<Result<number, DataError>> {
    const { data, error } = await this.client.rpc('wipe_demo_data');
    return error ? err(await adminError(this.client, error)) : ok(Number(data));
  }
}
