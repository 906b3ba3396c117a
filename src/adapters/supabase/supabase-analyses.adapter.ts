import type { AnalysisRepository } from '../../application/ports/analysis-repository.port';
import { contentRefusal, notChangeableNow, type Analysis } from '../../domain/analysis/analysis';
import type { AnalysisContent } from '../../domain/analysis/analysis-content';
import { err, ok, type Result } from '../../domain/result';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { submissionNotFound } from '../../domain/submissions/submission';
import { contentColumns, toAnalysis } from '../shared/analysis-rows';
import { toSubmission } from '../shared/table-rows';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { isUuid } from './supabase-marketplace-mapping';
import { lifecycleError } from './supabase-submission-repository.adapter';
import type { PostgrestFailure } from './supabase-errors';

const NOT_READY = (): DataError => dataErrors.notFound('The analysis is not ready yet.');

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
    return error ? err(lifecycleError(error)) : ok(toAnalysis(data));
  }

  async find(submissionId: string): Promise<Result<Analysis, DataError>> {
    if (!isUuid(submissionId)) return err(submissionNotFound());
    const { data, error } = await this.client.from('analyses').select('*').eq('submission_id', submissionId).maybeSingle();
    if (error) return err(lifecycleError(error));
    return data ? ok(toAnalysis(data)) : err(NOT_READY());
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
   * save_analysis_draft's and deliver_analysis's refusals in the domain's words: content that
   * breaks a rule (22023), and an analysis or submission whose state does not allow it now (23514,
   * one code for three reasons: the analysis and the submission are read back to say which).
   */
  private async refusal(submissionId: string, error: PostgrestFailure, content: AnalysisContent, delivering: boolean): Promise<DataError> {
    if (error.code === '22023') return contentRefusal(content, delivering) ?? lifecycleError(error);
    if (error.code !== '23514') return lifecycleError(error);
    const [analysis, submission] = await Promise.all([
      this.client.from('analyses').select('status').eq('submission_id', submissionId).maybeSingle(),
      this.client.rpc('get_submission', { submission_id: submissionId }).retry(false),
    ]);
    const row = submission.data?.[0]?.submission;
    return analysis.error || !row ? lifecycleError(error) : notChangeableNow(analysis.data, toSubmission(row).status, delivering);
  }
}
