import type { ProDocumentStore } from '../../application/ports/pro-document-store.port';
import type { ProAdminRepository, ProRepository, VerificationQueueQuery } from '../../application/ports/pro-repository.port';
import type { ProListQuery } from '../../domain/pros/pro-listing';
import { ok } from '../../domain/result';
import { resultQueryOptions } from '../hooks/use-result-query';

/**
 * Every query key of the pros area (TkDodo, "Effective React Query Keys"): everything starts with
 * `prosKeys.all`, so a decision or deletion refreshes every pros read with one invalidation.
 */
export const prosKeys = {
  all: ['pros'] as const,
  list: (query: ProListQuery) => [...prosKeys.all, 'list', query] as const,
  featured: (count: number) => [...prosKeys.all, 'featured', count] as const,
  detail: (proId: string) => [...prosKeys.all, 'detail', proId] as const,
  own: (userId: string) => [...prosKeys.all, 'own', userId] as const,
  documents: (proId: string) => [...prosKeys.all, 'documents', proId] as const,
  /** Admin reads: any status, the verification queue, and what a deletion affects. */
  any: (proId: string) => [...prosKeys.all, 'any', proId] as const,
  verificationQueue: (query: VerificationQueueQuery) => [...prosKeys.all, 'verification', query] as const,
  deletionSearch: (term: string) => [...prosKeys.all, 'deletion-search', term] as const,
  deletionImpact: (proId: string) => [...prosKeys.all, 'deletion-impact', proId] as const,
};

/** One `queryOptions` per read of the pros area. */
export const prosQueries = {
  list: (pros: ProRepository, query: ProListQuery) => resultQueryOptions(prosKeys.list(query), () => pros.listPublic(query)),
  featured: (pros: ProRepository, count: number) =>
    resultQueryOptions(prosKeys.featured(count), async () => {
      const page = await pros.listPublic({ sort: 'rating', page: 1, pageSize: count });
      return page.ok ? ok(page.value.items) : page;
    }),
  detail: (pros: ProRepository, proId: string) => resultQueryOptions(prosKeys.detail(proId), () => pros.findPublic(proId)),
  own: (pros: ProRepository, userId: string) => resultQueryOptions(prosKeys.own(userId), () => pros.findOwn(userId)),
  documents: (documents: ProDocumentStore, proId: string) => resultQueryOptions(prosKeys.documents(proId), () => documents.list(proId)),
  any: (admin: ProAdminRepository, proId: string) => resultQueryOptions(prosKeys.any(proId), () => admin.findAny(proId)),
  verificationQueue: (admin: ProAdminRepository, query: VerificationQueueQuery) =>
    resultQueryOptions(prosKeys.verificationQueue(query), () => admin.listForVerification(query)),
  deletionSearch: (admin: ProAdminRepository, term: string) => resultQueryOptions(prosKeys.deletionSearch(term), () => admin.searchForDeletion(term)),
  deletionImpact: (admin: ProAdminRepository, proId: string) => resultQueryOptions(prosKeys.deletionImpact(proId), () => admin.deletionImpact(proId)),
};
