import type { AnalysisRepository } from '../../application/ports/analysis-repository.port';
import { analysisRefusals, contentRefusal, notChangeableNow, studioRefusedTo, type Analysis } from '../../domain/analysis/analysis';
import type { AnalysisContent } from '../../domain/analysis/analysis-content';
import { err, ok, type Result } from '../../domain/result';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { submissionNotFound } from '../../domain/submissions/submission';
import { contentColumns, toAnalysis } from '../shared/analysis-rows';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { callerIdOf } from './supabase-caller';
import { isUuid } from './supabase-marketplace-mapping';
import { lifecycleError, SupabaseSubmissionRepository } from './supabase-submission-repository.adapter';
import { refusedCaller, type PostgrestFailure, SQL_CODES } from './supabase-errors';

/**
 * Analyses over supabase/migrations/20250601000800_analyses.sql: the studio opens, saves and
 * delivers through security definer functions (who, which status, what content: the domain's
 * rules in SQL); a read is a select the table's row-level security filters (the assigned pro and
 * admins read the draft, the athlete the delivered analysis). The client writes no row itself.
 */
export class SupabaseAnalyses implements AnalysisRepository {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async openStudio(submissionId: string): Promise<Result<Analysis, DataError>> {
    if (!isUuid(submissionId)) return err(submissionNotFound());
    const { data, error } = await this.client.rpc('open_analysis', { submission_id: submissionId }).retry(false);
    return error ? err(await this.refused(submissionId, error)) : ok(toAnalysis(data));
  }

  async find(submissionId: string): Promise<Result<Analysis, DataError>> {
    if (!isUuid(submissionId)) return err(submissionNotFound());
    const { data, error } = await this.client.from('analyses').select('*').eq('submission_id', submissionId).maybeSingle();
    if (error) return err(error.code === SQL_CODES.notPermitted ? await refusedCaller(this.client, dataErrors.forbidden()) : lifecycleError(error));
    if (data) return ok(toAnalysis(data));
    // No row this caller may read: a submission they may not see, or an analysis not ready for them.
    const submission = await new SupabaseSubmissionRepository(this.client).find(submissionId);
    return err(submission.ok ? analysisRefusals.notReady() : submission.error);
  }

  async saveDraft(submissionId: string, content: AnalysisContent): Promise<Result<Analysis, DataError>> {
    if (!isUuid(submissionId)) return err(submissionNotFound());
    const { data, error } = await this.client.rpc('save_analysis_draft', { submission_id: submissionId, ...contentColumns(content) });
    return error ? err(await this.refusal(submissionId, error, content, false)) : ok(toAnalysis(data));
  }

  async deliver(submissionId: string, content: AnalysisContent): Promise<Result<Analysis, DataError>> {
    if (!isUuid(submissionId)) return err(submissionNotFound());
    const { data, error } = await this.client.rpc('deliver_analysis', { submission_id: submissionId, ...contentColumns(content) });
    return error ? err(await this.refusal(submissionId, error, content, true)) : ok(toAnalysis(data));
  }

  /**
   * A studio function's refusal; 42501 is no session, or a part on the submission the caller does
   * not have (the submission is read back to say which).
   */
  private async refused(submissionId: string, error: PostgrestFailure): Promise<DataError> {
    if (error.code !== SQL_CODES.notPermitted) return lifecycleError(error);
    const caller = await callerIdOf(this.client);
    if (!caller) return dataErrors.notSignedIn();
    const submission = await new SupabaseSubmissionRepository(this.client).find(submissionId);
    return submission.ok ? studioRefusedTo(submission.value.submission, caller) : lifecycleError(error);
  }

  /**
   * save_analysis_draft's and deliver_analysis's refusals in the domain's words: content that
   * breaks a rule (22023), and an analysis or submission whose state does not allow it now (23514,
   * one code for three reasons: the analysis and the submission are read back to say which).
   */
  private async refusal(submissionId: string, error: PostgrestFailure, content: AnalysisContent, delivering: boolean): Promise<DataError> {
    if (error.code === SQL_CODES.invalidInput) return contentRefusal(content, delivering) ?? lifecycleError(error);
    if (error.code !== SQL_CODES.checkFailed) return this.refused(submissionId, error);
    const [analysis, submission] = await Promise.all([
      this.client.from('analyses').select('status').eq('submission_id', submissionId).maybeSingle(),
      new SupabaseSubmissionRepository(this.client).find(submissionId),
    ]);
    return analysis.error || !submission.ok ? lifecycleError(error) : notChangeableNow(analysis.data, submission.value.submission.status, delivering);
  }
}
