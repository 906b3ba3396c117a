import type { SubmissionAction, SubmissionListQuery, SubmissionRepository, SubmissionView } from '../../application/ports/submission-repository.port';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { err, ok, type Result } from '../../domain/result';
import { notTakingRequests, requestRefusal, submissionNotFound, type Submission, type SubmissionRequest } from '../../domain/submissions/submission';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { toSubmission, toSubmissionEvent, type SubmissionRow } from '../shared/table-rows';
import { notASubmissionAction } from '../shared/submission-journey';
import { checkoutVideoRefusal, notAllowedNow, notYourPart, reasonRefusal, type SubmissionEventType } from '../../domain/submissions/submission-lifecycle';
import { isUuid } from './supabase-marketplace-mapping';
import { SupabaseProRepository } from './supabase-pro-repository.adapter';
import { SupabasePlatformSettings } from './supabase-platform-settings.adapter';
import { callerIdOf } from './supabase-caller';
import { postgrestRefusal, postgrestToDataError, refusedCaller, type PostgrestFailure, SQL_CODES } from './supabase-errors';
import type { SubmissionViewRow } from './supabase-submissions-schema';

/** The lifecycle functions raise 23514 for an event the status does not allow: the domain's `conflict`. */
export function lifecycleError(error: PostgrestFailure): DataError {
  if (error.code === SQL_CODES.functionNotFound) return submissionNotFound();
  if (error.code === SQL_CODES.checkFailed) return dataErrors.conflict('That cannot be done in the submission’s current state.');
  return postgrestToDataError(error);
}

/**
 * A lifecycle function's refusal of `eventType` in the domain's words: 42501 is a part the caller
 * does not have on the submission (or no session); 23514 a status that does not allow the event now
 * (or, cancelling under the guarantee, a turnaround not run out), said for the status read back,
 * in the generic words if that read fails.
 */
export async function lifecycleRefusal(client: ClipCoachSupabaseClient, submissionId: string, eventType: SubmissionEventType, error: PostgrestFailure): Promise<DataError> {
  if (error.code === SQL_CODES.notPermitted) return refusedCaller(client, notYourPart(eventType));
  if (error.code !== SQL_CODES.checkFailed) return lifecycleError(error);
  const current = await new SupabaseSubmissionRepository(client).find(submissionId);
  return current.ok ? notAllowedNow(eventType, current.value.submission.status) : lifecycleError(error);
}

export function toSubmissionView(row: SubmissionViewRow): SubmissionView {
  const submission = toSubmission(row.submission);
  return {
    submission,
    proName: row.pro_name,
    athleteName: row.athlete_name,
    timeline: row.timeline.map((event) => toSubmissionEvent({ ...event, submission_id: submission.id })),
  };
}

/**
 * Submissions over the security definer functions of supabase/migrations/20250601000400_submissions.sql
 * (create_submission prices the draft from the pro and the pricing; each action is one function
 * that fires the lifecycle's event, refusing the wrong role or status) and 20250601000500 (the
 * reads, with names and timeline, as canReadSubmission allows). The client writes no row itself.
 */
export class SupabaseSubmissionRepository implements SubmissionRepository {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async createDraft(proId: string, request: SubmissionRequest): Promise<Result<Submission, DataError>> {
    if (!isUuid(proId)) return err(notTakingRequests());
    const { data, error } = await this.client.rpc('create_submission', { pro_id: proId, sport: request.sport, tier: request.tier, question: request.question });
    if (!error) return ok(toSubmission(data));
    if (error.code === SQL_CODES.notPermitted) return err(dataErrors.notSignedIn());
    if (error.code === SQL_CODES.functionNotFound) return err(notTakingRequests());
    return err((error.code === SQL_CODES.invalidInput && (await this.requestRefusal(proId, request))) || postgrestToDataError(error));
  }

  /** A request create_submission refused (22023), in the domain's words: the pro, the pricing and the caller read back. */
  private async requestRefusal(proId: string, request: SubmissionRequest): Promise<DataError | null> {
    const [pro, pricing, caller] = await Promise.all([
      new SupabaseProRepository(this.client).findPublic(proId),
      new SupabasePlatformSettings(this.client).pricing(),
      callerIdOf(this.client),
    ]);
    if (!pro.ok || !pro.value || !pricing.ok || !caller) return null;
    return requestRefusal(pro.value, request, caller, pricing.value);
  }

  async find(id: string): Promise<Result<SubmissionView, DataError>> {
    if (!isUuid(id)) return err(submissionNotFound());
    const { data, error } = await this.client.rpc('get_submission', { submission_id: id }).retry(false);
    if (error) return err(error.code === SQL_CODES.functionNotFound ? submissionNotFound() : await postgrestRefusal(this.client, error, submissionNotFound()));
    const [row] = data ?? [];
    return row ? ok(toSubmissionView(row)) : err(submissionNotFound());
  }

  async list(query: SubmissionListQuery): Promise<Result<readonly SubmissionView[], DataError>> {
    const { data, error } = await this.client.rpc('list_submissions', { as_role: query.as, status: query.status ?? null }).retry(false);
    return error ? err(await postgrestRefusal(this.client, error, dataErrors.adminOnly())) : ok((data ?? []).map(toSubmissionView));
  }

  async act(id: string, action: SubmissionAction): Promise<Result<Submission, DataError>> {
    if (!isUuid(id)) return err(submissionNotFound());
    const call = this.fire(id, action);
    if (call === null) return err(notASubmissionAction());
    const { data, error } = await call;
    if (error) return err((error.code === SQL_CODES.invalidInput && (await this.inputRefusal(id, action))) || (await lifecycleRefusal(this.client, id, action.type, error)));
    const submission = toSubmission(data as SubmissionRow);
    if (action.type === 'decline' || action.type === 'cancel_overdue') {
      // The change closed the submission with a refund; refund-payment gives the money back now
      // (asking again later refunds nothing more, and finishes a refund Stripe could not take).
      const refunded = await this.client.functions.invoke('refund-payment', { body: { submission_id: id } });
      const what = action.type === 'decline' ? 'The request was declined' : 'The submission was cancelled';
      if (refunded.error) return err(dataErrors.unavailable(`${what}, but the refund could not be sent yet. Try again in a moment.`));
    }
    return ok(submission);
  }

  /**
   * An event's input the function refused (22023), in the domain's words: the reason given, or the
   * video to check out, read back (not readable: not the caller's own). Null when it cannot say.
   */
  private async inputRefusal(id: string, action: SubmissionAction): Promise<DataError | null> {
    if (action.type === 'decline') return reasonRefusal(action.reason);
    if (action.type !== 'start_checkout') return null;
    const [current, video] = await Promise.all([
      this.find(id),
      isUuid(action.videoId) ? this.client.from('videos').select('owner_id, status').eq('id', action.videoId).maybeSingle() : { data: null, error: null },
    ]);
    if (!current.ok || video.error) return null;
    return checkoutVideoRefusal(current.value.submission, video.data && { ownerId: video.data.owner_id, status: video.data.status });
  }

  /**
   * One function per event (the lifecycle's table lives in the database as in the domain); null
   * for an action the port does not offer (deliver_analysis, not this, delivers a submission).
   */
  private fire(submissionId: string, action: SubmissionAction) {
    const submission_id = submissionId;
    switch (action.type) {
      case 'start_checkout':
        return isUuid(action.videoId)
          ? this.client.rpc('start_checkout', { submission_id, video_id: action.videoId })
          : Promise.resolve({ data: null, error: { code: SQL_CODES.invalidInput, message: 'choose one of your own videos' } });
      case 'cancel':
        return this.client.rpc('cancel_submission', { submission_id, note: action.note ?? null });
      case 'start_review':
        return this.client.rpc('start_review', { submission_id });
      case 'decline':
        return this.client.rpc('decline_submission', { submission_id, reason: action.reason });
      case 'cancel_overdue':
        return this.client.rpc('cancel_overdue_submission', { submission_id });
      default:
        return null;
    }
  }
}
