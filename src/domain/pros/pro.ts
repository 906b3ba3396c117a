import type { Sport } from './sports';

export const VERIFICATION_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What a pro edits in their application. */
export interface ProApplicationFields {
  readonly displayName: string;
  readonly headline: string;
  readonly bio: string;
  readonly sports: readonly Sport[];
  readonly yearsExperience: number;
  readonly priceCents: number;
  readonly turnaroundHours: number;
}

/** A professional's profile and verification state (product.md "pros"). */
export interface Pro extends ProApplicationFields {
  readonly id: string;
  readonly currency: string;
  readonly avatarPath: string | null;
  readonly verificationStatus: VerificationStatus;
  readonly rejectionReason: string | null;
  readonly submittedAt: string | null;
  readonly verifiedAt: string | null;
  readonly verifiedBy: string | null;
  readonly ratingAvg: number | null;
  readonly reviewsCount: number;
  readonly deletedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export const DEFAULT_CURRENCY = 'USD';

/** The athletes' average rating of a pro; null until the first review (no reviews, no rating to show). */
export const ratedAverage = (pro: Pick<Pro, 'ratingAvg' | 'reviewsCount'>): number | null => (pro.reviewsCount > 0 ? pro.ratingAvg : null);

/** §1: the public sees approved pros that are not deleted, and nothing else. */
export const isListed = (pro: Pick<Pro, 'verificationStatus' | 'deletedAt'>): boolean =>
  pro.verificationStatus === 'approved' && pro.deletedAt === null;

/** A pro edits their application while it is a draft or was rejected; not while pending or once approved. */
export const canEditApplication = (pro: Pick<Pro, 'verificationStatus' | 'deletedAt'> | null): boolean =>
  pro === null || (pro.deletedAt === null && (pro.verificationStatus === 'draft' || pro.verificationStatus === 'rejected'));

/**
 * The row a pro's save produces: a new application starts as a draft with no verification,
 * rating or deletion; a later save changes only the application fields.
 */
export function applyApplication(userId: string, fields: ProApplicationFields, current: Pro | null, nowIso: string): Pro {
  const { displayName, headline, bio, sports, yearsExperience, priceCents, turnaroundHours } = fields;
  return {
    id: userId,
    avatarPath: null,
    currency: DEFAULT_CURRENCY,
    verificationStatus: 'draft',
    rejectionReason: null,
    submittedAt: null,
    verifiedAt: null,
    verifiedBy: null,
    ratingAvg: null,
    reviewsCount: 0,
    deletedAt: null,
    createdAt: nowIso,
    ...current,
    displayName,
    headline,
    bio,
    sports: [...sports],
    yearsExperience,
    priceCents,
    turnaroundHours,
    updatedAt: nowIso,
  };
}
