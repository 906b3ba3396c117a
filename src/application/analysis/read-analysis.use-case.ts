import type { Analysis } from '../../domain/analysis/analysis';
import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { AnalysisRepository } from '../ports/analysis-repository.port';

/** /submissions/:id: the delivered analysis the athlete plays back (drawings and comments at their times, the summary). */
export class ReadAnalysis {
  constructor(private readonly analyses: AnalysisRepository) {}

  execute(submissionId: string): Promise<Result<Analysis, DataError>> {
    return this.analyses.find(submissionId);
  }
}
