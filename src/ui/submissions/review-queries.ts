import type { ReviewRepository } from '../../application/ports/review-repository.port';
import { resultQueryOptions } from '../hooks/use-result-query';

/** Every query key of the ratings area (issue 12). */
export const reviewKeys = {
  all: ['reviews'] as const,
  forSubmission: (submissionId: string) => [...reviewKeys.all, 'submission', submissionId] as const,
  latestForPro: (proId: string, limit: number) => [...reviewKeys.all, 'pro', proId, limit] as const,
};

/** One `queryOptions` per read of the ratings area. */
export const reviewQueries = {
  forSubmission: (reviews: ReviewRepository, submissionId: string) => resultQueryOptions(reviewKeys.forSubmission(submissionId), () => reviews.findForSubmission(submissionId)),
  latestForPro: (reviews: ReviewRepository, proId: string, limit: number) =>
    resultQueryOptions(reviewKeys.latestForPro(proId, limit), () => reviews.latestForPro(proId, limit)),
};
