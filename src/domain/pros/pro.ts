import type { Sport } from './sports';

export const VERIFICATION_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What a pro edits in their application. */
export interface ProApplicationFields {
  readonly display_name: string;
  readonly headline: string;
  readonly bio: string;
  readonly sports: readonly Sport[];
  readonly years_experience: number;
  readonly price_cents: number;
  readonly turnaround_hours: number;
}

/** A professional's profile and verification state (product.md "pros"). */
export interface Pro extends ProApplicationFields {
  readonly id: string;
  readonly currency: string;
  readonly avatar_path: string | null;
  readonly verification_status: VerificationStatus;
  readonly rejection_reason: string | null;
  readonly submitted_at: string | null;
  readonly verified_at: string | null;
  readonly verified_by: string | null;
  readonly rating_avg: number | null;
  readonly reviews_count: number;
  readonly deleted_at: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export const DEFAULT_CURRENCY = 'USD';

/** §1: the public sees approved pros that are not deleted, and nothing else. */
export const isListed = (pro: Pick<Pro, 'verification_status' | 'deleted_at'>): boolean =>
  pro.verification_status === 'approved' && pro.deleted_at === null;

/** A pro edits their application while it is a draft or was rejected; not while pending or once approved. */
export const canEditApplication = (pro: Pick<Pro, 'verification_status' | 'deleted_at'> | null): boolean =>
  pro === null || (pro.deleted_at === null && (pro.verification_status === 'draft' || pro.verification_status === 'rejected'));

export const formatPrice = (cents: number, currency: string = DEFAULT_CURRENCY): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

/**
 * The row a pro's save produces: a new application starts as a draft with no verification,
 * rating or deletion; a later save changes only the application fields.
 */
export function applyApplication(userId: string, fields: ProApplicationFields, current: Pro | null, nowIso: string): Pro {
  const { display_name, headline, bio, sports, years_experience, price_cents, turnaround_hours } = fields;
  return {
    id: userId,
    avatar_path: null,
    currency: DEFAULT_CURRENCY,
    verification_status: 'draft',
    rejection_reason: null,
    submitted_at: null,
    verified_at: null,
    verified_by: null,
    rating_avg: null,
    reviews_count: 0,
    deleted_at: null,
    created_at: nowIso,
    ...current,
    display_name,
    headline,
    bio,
    sports: [...sports],
    years_experience,
    price_cents,
    turnaround_hours,
    updated_at: nowIso,
  };
}
