import type { PlatformSettings } from '../../application/ports/platform-settings.port';
import type { SubmissionListQuery, SubmissionRepository } from '../../application/ports/submission-repository.port';
import type { ListSubmissions } from '../../application/submissions/list-submissions.use-case';
import type { LoadCheckout } from '../../application/submissions/load-checkout.use-case';
import { resultQueryOptions } from '../hooks/use-result-query';

/** Every query key of the submissions area (the journey from clip to paid submission). */
export const submissionKeys = {
  all: ['submissions'] as const,
  list: (userId: string, query: SubmissionListQuery) => [...submissionKeys.all, 'list', userId, query] as const,
  detail: (id: string) => [...submissionKeys.all, 'detail', id] as const,
  checkout: (id: string) => [...submissionKeys.all, 'checkout', id] as const,
  pricing: () => [...submissionKeys.all, 'pricing'] as const,
  uploadSettings: () => [...submissionKeys.all, 'upload-settings'] as const,
};

/** One `queryOptions` per read of the submissions area. */
export const submissionQueries = {
  list: (listSubmissions: ListSubmissions, userId: string, query: SubmissionListQuery) =>
    resultQueryOptions(submissionKeys.list(userId, query), () => listSubmissions.execute(query)),
  checkout: (loadCheckout: LoadCheckout, id: string) => resultQueryOptions(submissionKeys.checkout(id), () => loadCheckout.execute(id)),
  detail: (submissions: SubmissionRepository, id: string) => resultQueryOptions(submissionKeys.detail(id), () => submissions.find(id)),
  pricing: (settings: PlatformSettings) => resultQueryOptions(submissionKeys.pricing(), () => settings.pricing()),
  uploadSettings: (settings: PlatformSettings) => resultQueryOptions(submissionKeys.uploadSettings(), () => settings.uploadSettings()),
};

