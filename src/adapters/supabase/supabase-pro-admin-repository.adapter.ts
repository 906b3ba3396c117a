import type { ProAdminRepository, VerificationQueueQuery } from '../../application/ports/pro-repository.port';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { applicationRefusals } from '../../domain/pros/pro-verification';
import { validateRejectionReason } from '../../domain/pros/pro-application';
import type { Pro } from '../../domain/pros/pro';
import type { ProDeletionImpact, ProDeletionOutcome } from '../../domain/pros/pro-deletion';
import { err, ok, type Result } from '../../domain/result';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { toPro } from '../shared/table-rows';
import { containsPattern, isUuid } from './supabase-marketplace-mapping';
import { postgrestRefusal, postgrestToDataError, type PostgrestFailure, SQL_CODES } from './supabase-errors';

/**
 * What administrators do with pros. Reading every row is the admins' select policy; deciding
 * and deleting are the approve_pro, reject_pro, pro_deletion_impact and delete_pro functions,
 * which refuse anyone whose profile is not is_admin (a non-admin reading the tables sees only
 * what the public sees, plus their own row).
 */
export class SupabaseProAdminRepository implements ProAdminRepository {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async listForVerification(query: VerificationQueueQuery): Promise<Result<readonly Pro[], DataError>> {
    let queue = this.client
      .from('pros')
      .select('*')
      .eq('verification_status', query.status ?? 'pending')
      .is('deleted_at', null);
    const term = query.search?.trim();
    if (term) queue = queue.ilike('display_name', containsPattern(term));
    if (query.sport) queue = queue.contains('sports', [query.sport]);
    // Oldest first: the longest wait is at the top.
    const { data, error } = await queue.order('submitted_at', { ascending: true, nullsFirst: true }).order('id', { ascending: true }).retry(false);
    if (error) return err(postgrestToDataError(error));
    return ok(data.map(toPro));
  }

  async findAny(id: string): Promise<Result<Pro | null, DataError>> {
    if (!isUuid(id)) return ok(null);
    const { data, error } = await this.client.from('pros').select('*').eq('id', id).maybeSingle().retry(false);
    if (error) return err(postgrestToDataError(error));
    return ok(data ? toPro(data) : null);
  }

  async approve(id: string): Promise<Result<Pro, DataError>> {
    const { data, error } = await this.client.rpc('approve_pro', { pro_id: id });
    return error ? err(await decisionRefusal(this.client, error)) : ok(toPro(data));
  }

  async reject(id: string, reason: string): Promise<Result<Pro, DataError>> {
    const { data, error } = await this.client.rpc('reject_pro', { pro_id: id, reason });
    return error ? err(await decisionRefusal(this.client, error, reason)) : ok(toPro(data));
  }

  async searchForDeletion(term: string): Promise<Result<readonly Pro[], DataError>> {
    let found = this.client.from('pros').select('*').is('deleted_at', null);
    const needle = term.trim();
    if (needle) found = found.ilike('display_name', containsPattern(needle));
    const { data, error } = await found.order('display_name', { ascending: true }).order('id', { ascending: true }).retry(false);
    if (error) return err(postgrestToDataError(error));
    return ok(data.map(toPro));
  }

  async deletionImpact(id: string): Promise<Result<ProDeletionImpact, DataError>> {
    const { data, error } = await this.client.rpc('pro_deletion_impact', { pro_id: id }).retry(false);
    if (error) return err(await postgrestRefusal(this.client, error, dataErrors.adminOnly()));
    return ok({ openSubmissions: Number(data.open_submissions), payments: Number(data.payments), paymentsToRefund: Number(data.payments_to_refund) });
  }

  async softDelete(id: string): Promise<Result<ProDeletionOutcome, DataError>> {
    const { data, error } = await this.client.rpc('delete_pro', { pro_id: id });
    if (error) return err(await postgrestRefusal(this.client, error, dataErrors.adminOnly()));
    return ok({ cancelledSubmissions: Number(data.cancelled_submissions), refundsRequested: Number(data.refunds_requested) });
  }
}

/**
 * approve_pro's and reject_pro's refusals in the domain's words (decideVerification), so an admin
 * reads the same reason on every backend: their own application, a decision already taken, a pro
 * that is not there, a rejection reason too short to act on, a caller signed out or not an admin.
 */
async function decisionRefusal(client: ClipCoachSupabaseClient, error: PostgrestFailure & { readonly hint?: string }, rejectionReason?: string): Promise<DataError> {
  if (error.hint === 'own_application') return applicationRefusals.ownApplication();
  if (error.code === SQL_CODES.checkFailed) return applicationRefusals.notPending();
  if (error.code === SQL_CODES.functionNotFound) return applicationRefusals.noApplication();
  const unusableReason = error.code === SQL_CODES.invalidInput && rejectionReason !== undefined ? validateRejectionReason(rejectionReason) : null;
  return unusableReason ? dataErrors.invalid(unusableReason) : postgrestRefusal(client, error, dataErrors.adminOnly());
}
