import type { ProRepository } from '../../application/ports/pro-repository.port';
import type { DataError } from '../../domain/shared/data-error';
import { notSelf } from '../../domain/shared/authorization';
import type { Pro, ProApplicationFields } from '../../domain/pros/pro';
import { PROS_PAGE_SIZE, type ProListQuery, type ProPage, type ProSort } from '../../domain/pros/pro-listing';
import { err, ok, type Result } from '../../domain/result';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { callerIdOf } from './supabase-caller';
import { toPro } from '../shared/table-rows';
import { containsPattern, isUuid } from './supabase-marketplace-mapping';
import { postgrestToDataError, type PostgrestFailure, SQL_CODES } from './supabase-errors';
import { applicationRefusals } from '../../domain/pros/pro-verification';

/** PostgREST's answer to an offset past the last row when the total is counted. */
const RANGE_NOT_SATISFIABLE = 'PGRST103';

/**
 * The pros table as the public and the pro themself reach it. Row-level security decides what a
 * caller sees and writes (supabase/migrations/20250601000200_marketplace.sql); submitting is the
 * `submit_pro_application` function, the only way to change a verification status as a pro.
 * Reads turn off postgrest-js's own 503 retry, which sleeps on real time.
 */
export class SupabaseProRepository implements ProRepository {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async listPublic(query: ProListQuery): Promise<Result<ProPage, DataError>> {
    const pageSize = query.pageSize ?? PROS_PAGE_SIZE;
    const page = Math.max(1, Math.floor(query.page ?? 1));
    const from = (page - 1) * pageSize;
    const { data, error, count } = await ordered(this.listed(query, false), query.sort ?? 'rating')
      .range(from, from + pageSize - 1)
      .retry(false);
    if (error?.code === RANGE_NOT_SATISFIABLE) {
      // A page past the end (the filters changed under it): no rows, and the total on its own.
      const counted = await this.listed(query, true).retry(false);
      if (counted.error) return err(postgrestToDataError(counted.error));
      return ok({ items: [], total: counted.count ?? 0, page, pageSize });
    }
    if (error) return err(postgrestToDataError(error));
    return ok({ items: data.map(toPro), total: count ?? data.length, page, pageSize });
  }

  async findPublic(id: string): Promise<Result<Pro | null, DataError>> {
    if (!isUuid(id)) return ok(null);
    const { data, error } = await this.client
      .from('pros')
      .select('*')
      .eq('id', id)
      .eq('verification_status', 'approved')
      .is('deleted_at', null)
      .maybeSingle()
      .retry(false);
    if (error) return err(postgrestToDataError(error));
    return ok(data ? toPro(data) : null);
  }

  async findOwn(userId: string): Promise<Result<Pro | null, DataError>> {
    // "Own": a listed pro's row is readable by everyone, but it is nobody else's application.
    if ((await callerIdOf(this.client)) !== userId) return ok(null);
    const { data, error } = await this.client.from('pros').select('*').eq('id', userId).maybeSingle().retry(false);
    if (error) return err(postgrestToDataError(error));
    return ok(data ? toPro(data) : null);
  }

  async saveOwn(userId: string, fields: ProApplicationFields): Promise<Result<Pro, DataError>> {
    // The policies refuse anyone else's row; the domain says who may ask (signed in, as that user).
    const refused = notSelf(await callerIdOf(this.client), userId);
    if (refused) return err(refused);
    const values = {
      display_name: fields.displayName,
      headline: fields.headline,
      bio: fields.bio,
      sports: [...fields.sports],
      years_experience: fields.yearsExperience,
      price_cents: fields.priceCents,
      turnaround_hours: fields.turnaroundHours,
    };
    // The update policy matches only the caller's own draft or rejected row.
    const updated = await this.client.from('pros').update(values).eq('id', userId).select('*').maybeSingle();
    if (updated.error) return err(postgrestToDataError(updated.error));
    if (updated.data) return ok(toPro(updated.data));
    // No row changed: there is none yet, or it is locked (pending, approved, deleted) or not ours.
    const inserted = await this.client
      .from('pros')
      .insert({ id: userId, ...values })
      .select('*')
      .single();
    // The row exists but the update policy did not match it: it is locked under review (or not the caller's).
    if (inserted.error?.code === SQL_CODES.alreadyExists) return err(applicationRefusals.locked());
    if (inserted.error) return err(postgrestToDataError(inserted.error));
    return ok(toPro(inserted.data));
  }

  async submitOwn(userId: string): Promise<Result<Pro, DataError>> {
    // The function submits the caller's own application; asking for someone else's is refused here, as the domain says.
    const refused = notSelf(await callerIdOf(this.client), userId);
    if (refused) return err(refused);
    const { data, error } = await this.client.rpc('submit_pro_application');
    if (error) return err(submitRefusal(error));
    return ok(toPro(data));
  }

  /** Approved, not deleted pros matching the search and sport; `head` counts without rows. */
  private listed(query: ProListQuery, head: boolean) {
    let listed = this.client.from('pros').select('*', { count: 'exact', head }).eq('verification_status', 'approved').is('deleted_at', null);
    const term = query.search?.trim();
    if (term) listed = listed.ilike('display_name', containsPattern(term));
    if (query.sport) listed = listed.contains('sports', [query.sport]);
    return listed;
  }
}

/** The listing rule's orders (src/domain/pros/pro-listing.ts), ties broken by name, then id. */
function ordered<Q extends { order: (column: string, options?: { ascending?: boolean; nullsFirst?: boolean }) => Q }>(query: Q, sort: ProSort): Q {
  const byName = (q: Q) => q.order('display_name', { ascending: true }).order('id', { ascending: true });
  switch (sort) {
    case 'price-asc':
      return byName(query.order('price_cents', { ascending: true }));
    case 'price-desc':
      return byName(query.order('price_cents', { ascending: false }));
    case 'rating':
      return byName(query.order('rating_avg', { ascending: false, nullsFirst: false }).order('reviews_count', { ascending: false }));
  }
}

/** submit_pro_application's refusals in the domain's words (submitApplication): nothing saved yet, or already submitted. */
function submitRefusal(error: PostgrestFailure): DataError {
  if (error.code === SQL_CODES.functionNotFound) return applicationRefusals.nothingToSubmit();
  if (error.code === SQL_CODES.checkFailed) return applicationRefusals.alreadySubmitted();
  return postgrestToDataError(error);
}
