import type { ReadAnalysis } from '../../application/analysis/read-analysis.use-case';
import { resultQueryOptions } from '../hooks/use-result-query';

/** Every query key of the analyses area. */
export const analysisKeys = {
  all: ['analyses'] as const,
  detail: (submissionId: string) => [...analysisKeys.all, 'detail', submissionId] as const,
};

/** One `queryOptions` per read of the analyses area. */
export const analysisQueries = {
  detail: (readAnalysis: ReadAnalysis, submissionId: string) => resultQueryOptions(analysisKeys.detail(submissionId), () => readAnalysis.execute(submissionId)),
};
