import type { SuccessStoryRepository } from '../../application/ports/success-story-repository.port';
import type { SupportDesk, SupportReceipt, SupportRequestInput } from '../../application/ports/support-desk.port';
import { storyNotFound, validateStoryFields, type SuccessStory, type SuccessStoryFields } from '../../domain/content/success-story';
import { err, errorOf, ok, type Result } from '../../domain/result';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { SUPPORT_RATE_LIMITED_MESSAGE, SUPPORT_UNSTAFFED_MESSAGE, validateSupportRequest } from '../../domain/support/support-request';
import { toSuccessStory, type SuccessStoryRow } from '../shared/content-rows';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { callerIdOf } from './supabase-caller';
import { isInputRefusal, postgrestRefusal, postgrestToDataError, type PostgrestFailure, SQL_CODES } from './supabase-errors';

const columns = (fields: SuccessStoryFields) => ({
  athlete_name: fields.athleteName.trim(),
  pro_id: fields.proId?.trim() || null,
  pro_name: fields.proName.trim(),
  sport: fields.sport.trim(),
  before_text: fields.before.trim(),
  after_text: fields.after.trim(),
  quote: fields.quote.trim(),
});

/**
 * Success stories on Supabase: the policies of the content migration decide who reads and writes
 * (published rows for everyone, every row and every write for admins); the dates are the server's.
 */
export class SupabaseSuccessStoryRepository implements SuccessStoryRepository {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async listPublished(): Promise<Result<readonly SuccessStory[], DataError>> {
    const { data, error } = await this.client
      .from('success_stories')
      .select('*')
      .eq('published', true)
      .order('published_at', { ascending: false })
      .order('created_at', { ascending: false })
      .order('id', { ascending: false });
    return error ? err(postgrestToDataError(error)) : ok((data ?? []).map(toSuccessStory));
  }

  async listAll(): Promise<Result<readonly SuccessStory[], DataError>> {
    const admin = await this.requireAdmin();
    if (!admin.ok) return admin;
    const { data, error } = await this.client.from('success_stories').select('*').order('updated_at', { ascending: false }).order('id', { ascending: false });
    return error ? err(postgrestToDataError(error)) : ok((data ?? []).map(toSuccessStory));
  }

  async create(fields: SuccessStoryFields): Promise<Result<SuccessStory, DataError>> {
    const { data, error } = await this.client.from('success_stories').insert(columns(fields)).select('*').single();
    return error ? err(await storyRefusal(this.client, error, fields)) : ok(toSuccessStory(data));
  }

  update(id: string, fields: SuccessStoryFields): Promise<Result<SuccessStory, DataError>> {
    return this.change(id, columns(fields), fields);
  }

  setPublished(id: string, published: boolean): Promise<Result<SuccessStory, DataError>> {
    return this.change(id, { published });
  }

  async remove(id: string): Promise<Result<void, DataError>> {
    const admin = await this.requireAdmin();
    if (!admin.ok) return admin;
    const { data, error } = await this.client.from('success_stories').delete().eq('id', id).select('id');
    if (error) return err(postgrestToDataError(error));
    return data && data.length > 0 ? ok(undefined) : err(storyNotFound());
  }

  /** An update the policies filtered out changes no row; the caller learns why (not an admin, or no such story). */
  private async change(id: string, patch: Partial<ReturnType<typeof columns> & { published: boolean }>, fields?: SuccessStoryFields): Promise<Result<SuccessStory, DataError>> {
    const admin = await this.requireAdmin();
    if (!admin.ok) return admin;
    const { data, error } = await this.client.from('success_stories').update(patch).eq('id', id).select('*');
    if (error) return err(await storyRefusal(this.client, error, fields));
    const row = (data as SuccessStoryRow[] | null)?.[0];
    return row ? ok(toSuccessStory(row)) : err(storyNotFound());
  }

  /**
   * Row-level security answers a non-admin's update or delete with zero rows, not an error; the
   * caller's profile says which it was (read, never trusted: the policies still decide).
   */
  private async requireAdmin(): Promise<Result<void, DataError>> {
    const userId = await callerIdOf(this.client);
    if (!userId) return err(dataErrors.notSignedIn());
    const { data, error } = await this.client.from('profiles').select('is_admin').eq('id', userId).maybeSingle();
    if (error) return err(postgrestToDataError(error));
    return data?.is_admin ? ok(undefined) : err(dataErrors.adminOnly());
  }
}

/** "Contact support" through public.contact_support (security definer: it notifies every admin). */
export class SupabaseSupportDesk implements SupportDesk {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async contact(request: SupportRequestInput): Promise<Result<SupportReceipt, DataError>> {
    const { data, error } = await this.client.rpc('contact_support', { p_subject: request.subject, p_message: request.message });
    if (error) return err(supportError(error, request));
    const row = data?.[0];
    return row ? ok({ id: row.id, createdAt: new Date(row.created_at).toISOString() }) : err(dataErrors.failed());
  }
}

function supportError(error: PostgrestFailure, request: SupportRequestInput): DataError {
  if (error.code === 'PT429') return dataErrors.conflict(SUPPORT_RATE_LIMITED_MESSAGE);
  if (error.code === 'PT503') return dataErrors.unavailable(SUPPORT_UNSTAFFED_MESSAGE);
  if (error.code === SQL_CODES.notPermitted) return dataErrors.notSignedIn();
  return (isInputRefusal(error) && errorOf(validateSupportRequest(request))) || postgrestToDataError(error);
}

/**
 * A story write refused: a non-admin (or no session) by the policies (42501), fields out of
 * bounds by the table's checks, said in the domain's words.
 */
async function storyRefusal(client: ClipCoachSupabaseClient, error: PostgrestFailure, fields: SuccessStoryFields | undefined): Promise<DataError> {
  if (isInputRefusal(error) && fields) {
    const refused = errorOf(validateStoryFields(fields));
    if (refused) return refused;
  }
  return postgrestRefusal(client, error, dataErrors.adminOnly());
}
