import type { Analysis } from '../../domain/analysis/analysis';
import type { AnalysisContent } from '../../domain/analysis/analysis-content';
import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';

/**
 * A submission's analysis (issue 11). The backend decides who may do what with the domain's
 * rules (src/domain/analysis/analysis.ts): the assigned pro and admins open and edit the draft,
 * the pro delivers it, the athlete reads it once delivered. Refusals come back as DataErrors.
 */
export interface AnalysisRepository {
  /** The studio: the stored analysis (a delivered one is read-only) or a fresh draft; assigned pro and admins only. */
  openStudio(submissionId: string): Promise<Result<Analysis, DataError>>;
  /** Playback: the athlete reads it once delivered; the assigned pro and admins read the draft too. */
  find(submissionId: string): Promise<Result<Analysis, DataError>>;
  /** Stores the draft's content (the autosave). */
  saveDraft(submissionId: string, content: AnalysisContent): Promise<Result<Analysis, DataError>>;
  /** "Deliver analysis": stores this content, delivers it, moves the submission to delivered and notifies the athlete. */
  deliver(submissionId: string, content: AnalysisContent): Promise<Result<Analysis, DataError>>;
}
