import { isListed, type Pro } from './pro';
import { compareKeys, nameOrder } from '../shared/compare-keys';

/** Pros per page on /pros (README). */
export const PROS_PAGE_SIZE = 12;

export type ProSort = 'rating' | 'price-asc' | 'price-desc';

export interface ProListQuery {
  readonly search?: string;
  readonly sport?: string;
  readonly sort?: ProSort;
  /** 1-based. */
  readonly page?: number;
  readonly pageSize?: number;
}

export interface ProPage {
  readonly items: readonly Pro[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** The listing rule for backends that hold rows in memory: listed pros only, filtered, sorted, paged. */
export function listPros(pros: Iterable<Pro>, query: ProListQuery): ProPage {
  const pageSize = query.pageSize ?? PROS_PAGE_SIZE;
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const term = query.search?.trim().toLowerCase() ?? '';
  const matches: Pro[] = [];
  for (const pro of pros) {
    if (!isListed(pro)) continue;
    if (term && !pro.displayName.toLowerCase().includes(term)) continue;
    if (query.sport && !pro.sports.includes(query.sport as Pro['sports'][number])) continue;
    matches.push(pro);
  }
  matches.sort(comparator(query.sort ?? 'rating', matches));
  const start = (page - 1) * pageSize;
  return { items: matches.slice(start, start + pageSize), total: matches.length, page, pageSize };
}

function comparator(sort: ProSort, pros: readonly Pro[]): (a: Pro, b: Pro) => number {
  const byDisplayName = nameOrder(pros, (pro) => pro.displayName);
  const byName = (a: Pro, b: Pro) => byDisplayName(a, b) || compareKeys(a.id, b.id);
  switch (sort) {
    case 'price-asc':
      return (a, b) => a.priceCents - b.priceCents || byName(a, b);
    case 'price-desc':
      return (a, b) => b.priceCents - a.priceCents || byName(a, b);
    case 'rating':
      return (a, b) => (b.ratingAvg ?? -1) - (a.ratingAvg ?? -1) || b.reviewsCount - a.reviewsCount || byName(a, b);
  }
}
