import type { ProfileRepository } from '../../application/ports/profile-repository.port';
import { toAccountType } from '../../domain/auth/account-type';
import type { DataError } from '../../domain/shared/data-error';
import type { AdminAndType, NewProfile, Profile, ProfilePatch } from '../../domain/auth/profile';
import { newProfileRefusal, profilePatchRefusal, profileRefusals } from '../../domain/auth/profile-access';
import { notSelf } from '../../domain/shared/authorization';
import { callerIdOf } from './supabase-caller';
import { err, ok, type Result } from '../../domain/result';
import type { ClipCoachSupabaseClient, Database } from './supabase-client';

import { toProfile } from '../shared/table-rows';
import { postgrestToDataError as toDataError, type PostgrestFailure, SQL_CODES } from './supabase-errors';

type ProfileInsert = Database['public']['Tables']['profiles']['Insert'];
type ProfileUpdate = Database['public']['Tables']['profiles']['Update'];

/**
 * A new profile or a patch under the table's column names. Keys the domain type does not know
 * (a forged `isAdmin`) are passed on under their column name, so the table's grants refuse them.
 */
const toProfileColumns = (value: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).map(([key, column]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), column]));


/**
 * The profiles table through exactly the calls of §7 Data. Each query turns off postgrest-js's own
 * retry on 503: its back-off sleeps on real time, and the use cases already retry on the app's clock.
 */
export class SupabaseProfileRepository implements ProfileRepository {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  /** A profile the caller may not read is none for them: a signed-out caller (no grant) reads no profile. */
  async findById(id: string): Promise<Result<Profile | null, DataError>> {
    const { data, error } = await this.client.from('profiles').select('*').eq('id', id).maybeSingle().retry(false);
    if (error) {
      const failure = toDataError(error);
      return failure.reason === 'forbidden' ? ok(null) : err(failure);
    }
    return ok(data ? toProfile(data) : null);
  }

  /**
   * Sends the fields as given: the column grants and the insert guard refuse what a user may not
   * set (is_admin), rather than this adapter dropping it silently; the domain words the refusal.
   */
  async create(profile: NewProfile): Promise<Result<Profile, DataError>> {
    const { data, error } = await this.client.from('profiles').insert(toProfileColumns(profile) as ProfileInsert).select().single();
    if (error) return err(await this.createRefusal(profile, error));
    return ok(toProfile(data));
  }

  async update(id: string, patch: ProfilePatch): Promise<Result<Profile, DataError>> {
    // The policies match only the caller's own row; the domain says who may ask (signed in, as that user).
    const notTheirs = notSelf(await callerIdOf(this.client), id);
    if (notTheirs) return err(notTheirs);
    const { data, error } = await this.client.from('profiles').update(toProfileColumns(patch) as ProfileUpdate).eq('id', id).select().single();
    if (error?.code === SQL_CODES.noRow) return err(profileRefusals.noneToUpdate());
    if (error) return err((error.code === SQL_CODES.notPermitted && profilePatchRefusal(patch)) || toDataError(error));
    return ok(toProfile(data));
  }

  async readAdminFlag(id: string): Promise<Result<boolean, DataError>> {
    const { data, error } = await this.client.from('profiles').select('is_admin').eq('id', id).single().retry(false);
    if (error) return err(error.code === SQL_CODES.noRow ? profileRefusals.none() : toDataError(error));
    return ok(data.is_admin === true);
  }

  /** A second row (23505), a column its user may not set (42501), someone else's or no session (42501). */
  private async createRefusal(profile: NewProfile, error: PostgrestFailure): Promise<DataError> {
    if (error.code === SQL_CODES.alreadyExists) return profileRefusals.exists();
    if (error.code !== SQL_CODES.notPermitted) return toDataError(error);
    return newProfileRefusal(profile) ?? notSelf(await callerIdOf(this.client), profile.id) ?? toDataError(error);
  }

  async readAdminAndType(id: string): Promise<Result<AdminAndType | null, DataError>> {
    const { data, error } = await this.client.from('profiles').select('is_admin, account_type').eq('id', id).maybeSingle().retry(false);
    if (error) return err(toDataError(error));
    return ok(data ? { isAdmin: data.is_admin === true, accountType: toAccountType(data.account_type) } : null);
  }
}
