import type { ProfileRepository } from '../../application/ports/profile-repository.port';
import { toAccountType } from '../../domain/auth/account-type';
import type { DataError } from '../../domain/shared/data-error';
import type { AdminAndType, NewProfile, Profile, ProfilePatch } from '../../domain/auth/profile';
import { err, ok, type Result } from '../../domain/result';
import type { ClipCoachSupabaseClient, Database } from './supabase-client';

type ProfileRow = Database['public']['Tables']['profiles']['Row'];

import { postgrestToDataError as toDataError } from './supabase-errors';

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    first_name: row.first_name ?? '',
    last_name: row.last_name ?? '',
    account_type: toAccountType(row.account_type),
    created_at: row.created_at,
    updated_at: row.updated_at,
    onboarding_completed: row.onboarding_completed === true,
    terms_accepted: row.terms_accepted === true,
    is_admin: row.is_admin === true,
  };
}

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
   * set (is_admin), rather than this adapter dropping it silently.
   */
  async create(profile: NewProfile): Promise<Result<Profile, DataError>> {
    const { data, error } = await this.client.from('profiles').insert({ ...profile }).select().single();
    if (error) return err(toDataError(error));
    return ok(toProfile(data));
  }

  async update(id: string, patch: ProfilePatch): Promise<Result<Profile, DataError>> {
    const { data, error } = await this.client.from('profiles').update({ ...patch }).eq('id', id).select().single();
    if (error) return err(toDataError(error));
    return ok(toProfile(data));
  }

  async readAdminFlag(id: string): Promise<Result<boolean, DataError>> {
    const { data, error } = await this.client.from('profiles').select('is_admin').eq('id', id).single().retry(false);
    if (error) return err(toDataError(error));
    return ok(data.is_admin === true);
  }

  async readAdminAndType(id: string): Promise<Result<AdminAndType | null, DataError>> {
    const { data, error } = await this.client.from('profiles').select('is_admin, account_type').eq('id', id).maybeSingle().retry(false);
    if (error) return err(toDataError(error));
    return ok(data ? { is_admin: data.is_admin === true, account_type: toAccountType(data.account_type) } : null);
  }
}
