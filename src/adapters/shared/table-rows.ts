import type { AccountType } from '../../domain/auth/account-type';
import { toAccountType } from '../../domain/auth/account-type';
import type { NewProfile, Profile } from '../../domain/auth/profile';
import type { AppNotification, NotificationRead, SentHistoryEntry, SentNotification } from '../../domain/notifications/notification';
import type { Person } from '../../domain/people/person';
import { PAYMENT_STATUSES, type Payment, type PaymentStatus } from '../../domain/payments/payment';
import { DEFAULT_CURRENCY, VERIFICATION_STATUSES, type Pro, type VerificationStatus } from '../../domain/pros/pro';
import { DOCUMENT_KINDS, type DocumentKind, type ProDocument } from '../../domain/pros/pro-document';
import { isSport } from '../../domain/pros/sports';
import type { AppSettings } from '../../domain/settings/app-settings';
import { isTier, type Pricing } from '../../domain/submissions/pricing';
import { isSubmissionStatus, totalCents, type Submission, type SubmissionEventRecord, type SubmissionStatus } from '../../domain/submissions/submission';
import type { UploadSettings } from '../../domain/videos/video';
import type { PublicReview, Review } from '../../domain/reviews/review';

/**
 * The tables' rows, under their column names (supabase/migrations), and the mappers between rows
 * and domain values. The hosted backend reads these rows from PostgREST; the embedded backend
 * stores the same rows in IndexedDB, so both turn rows into domain values here and no table shape
 * climbs above the adapters.
 */

/** §3 profiles. */
export type ProfileRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  account_type: string | null;
  created_at: string;
  updated_at: string;
  onboarding_completed: boolean | null;
  terms_accepted: boolean | null;
  is_admin: boolean | null;
};

export type ProRow = {
  id: string;
  display_name: string;
  headline: string;
  bio: string;
  sports: string[];
  years_experience: number;
  price_cents: number;
  currency: string;
  turnaround_hours: number;
  avatar_path: string | null;
  verification_status: string;
  rejection_reason: string | null;
  submitted_at: string | null;
  verified_at: string | null;
  verified_by: string | null;
  /** numeric(3,2): PostgREST sends a JSON number. */
  rating_avg: number | string | null;
  reviews_count: number;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
};

export type ProDocumentRow = {
  id: string;
  pro_id: string;
  kind: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  storage_path: string;
  uploaded_at: string;
};

export type NotificationRow = {
  id: string;
  user_id: string | null;
  title: string;
  body: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
};

/** A notification as the table holds it, without anybody's read state. */
export type SentNotificationRow = Omit<NotificationRow, 'read_at'>;

export type NotificationReadRow = {
  notification_id: string;
  user_id: string;
  read_at: string;
};

/** PostgREST sends timestamps as `2026-01-01T00:00:00+00:00`; every other backend uses ISO strings. */
const iso = (value: string): string => new Date(value).toISOString();
const isoOrNull = (value: string | null): string | null => (value === null ? null : iso(value));

const toStatus = (value: string): VerificationStatus =>
  (VERIFICATION_STATUSES as readonly string[]).includes(value) ? (value as VerificationStatus) : 'draft';

export function toPro(row: ProRow): Pro {
  return {
    id: row.id,
    displayName: row.display_name,
    headline: row.headline,
    bio: row.bio,
    sports: (row.sports ?? []).filter(isSport),
    yearsExperience: row.years_experience,
    priceCents: row.price_cents,
    currency: row.currency || DEFAULT_CURRENCY,
    turnaroundHours: row.turnaround_hours,
    avatarPath: row.avatar_path,
    verificationStatus: toStatus(row.verification_status),
    rejectionReason: row.rejection_reason,
    submittedAt: isoOrNull(row.submitted_at),
    verifiedAt: isoOrNull(row.verified_at),
    verifiedBy: row.verified_by,
    ratingAvg: row.rating_avg === null ? null : Number(row.rating_avg),
    reviewsCount: row.reviews_count,
    deletedAt: isoOrNull(row.deleted_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const toKind = (value: string): DocumentKind => ((DOCUMENT_KINDS as readonly string[]).includes(value) ? (value as DocumentKind) : 'other');

export function toProDocument(row: ProDocumentRow): ProDocument {
  return {
    id: row.id,
    proId: row.pro_id,
    kind: toKind(row.kind),
    fileName: row.file_name,
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
    storagePath: row.storage_path,
    uploadedAt: iso(row.uploaded_at),
  };
}

export function toSentNotification(row: SentNotificationRow): SentNotification {
  return {
    id: row.id,
    // null: a broadcast to everyone signed in.
    userId: row.user_id,
    title: row.title,
    body: row.body,
    ...(row.link !== null ? { link: row.link } : {}),
    createdAt: iso(row.created_at),
  };
}

/** A line of the admins' history (list_sent_notifications): what was sent, with the recipient's name. */
export type SentHistoryRow = SentNotificationRow & { recipient_name: string | null };

/** A person as the admins' search returns them (search_people). */
export type PersonRow = { id: string; first_name: string; last_name: string; email: string; account_type: string; is_admin: boolean };

export const toSentHistoryEntry = (row: SentHistoryRow): SentHistoryEntry => ({
  ...toSentNotification(row),
  recipient: row.user_id === null ? null : { id: row.user_id, name: row.recipient_name ?? '' },
});

export const toPerson = (row: PersonRow): Person => ({ id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email, accountType: toAccountType(row.account_type), isAdmin: row.is_admin });

/** A notification as one person sees it (list_my_notifications: with their read state). */
export const toNotification = (row: NotificationRow): AppNotification => ({ ...toSentNotification(row), readAt: isoOrNull(row.read_at) });

export const toNotificationRead = (row: NotificationReadRow): NotificationRead => ({ notificationId: row.notification_id, userId: row.user_id, readAt: iso(row.read_at) });

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    accountType: toAccountType(row.account_type),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    onboardingCompleted: row.onboarding_completed === true,
    termsAccepted: row.terms_accepted === true,
    isAdmin: row.is_admin === true,
  };
}

// Domain values back into rows (the embedded backend stores rows).

export function proRow(pro: Pro): ProRow {
  return {
    id: pro.id,
    display_name: pro.displayName,
    headline: pro.headline,
    bio: pro.bio,
    sports: [...pro.sports],
    years_experience: pro.yearsExperience,
    price_cents: pro.priceCents,
    currency: pro.currency,
    turnaround_hours: pro.turnaroundHours,
    avatar_path: pro.avatarPath,
    verification_status: pro.verificationStatus,
    rejection_reason: pro.rejectionReason,
    submitted_at: pro.submittedAt,
    verified_at: pro.verifiedAt,
    verified_by: pro.verifiedBy,
    rating_avg: pro.ratingAvg,
    reviews_count: pro.reviewsCount,
    deleted_at: pro.deletedAt,
    created_at: pro.createdAt,
    updated_at: pro.updatedAt,
  };
}

export const proDocumentRow = (doc: ProDocument): ProDocumentRow => ({
  id: doc.id,
  pro_id: doc.proId,
  kind: doc.kind,
  file_name: doc.fileName,
  mime_type: doc.mimeType,
  size_bytes: doc.sizeBytes,
  storage_path: doc.storagePath,
  uploaded_at: doc.uploadedAt,
});

export const sentNotificationRow = (n: SentNotification): SentNotificationRow => ({
  id: n.id,
  user_id: n.userId,
  title: n.title,
  body: n.body,
  link: n.link ?? null,
  created_at: n.createdAt,
});

export const notificationReadRow = (read: NotificationRead): NotificationReadRow => ({ notification_id: read.notificationId, user_id: read.userId, read_at: read.readAt });

export function profileRow(profile: NewProfile & { isAdmin?: boolean }): ProfileRow {
  return {
    id: profile.id,
    first_name: profile.firstName,
    last_name: profile.lastName,
    account_type: profile.accountType satisfies AccountType,
    created_at: profile.createdAt,
    updated_at: profile.updatedAt,
    onboarding_completed: profile.onboardingCompleted,
    terms_accepted: profile.termsAccepted,
    is_admin: profile.isAdmin === true,
  };
}

// ---------------------------------------------------------------------------------------------
// From clip to paid submission (supabase/migrations/*_submissions.sql).

/** submissions, as the marketplace migration made it and the submissions migration grew it. */
export type SubmissionRow = {
  id: string;
  athlete_id: string;
  pro_id: string;
  video_id: string | null;
  sport: string;
  question: string;
  tier: string;
  status: string;
  price_cents: number;
  platform_fee_cents: number;
  referral_credit_cents: number;
  /** Generated by Postgres (price + fee − credit, never below 0); the embedded backend stores it too. */
  total_cents?: number;
  currency: string;
  turnaround_hours: number;
  submitted_at: string | null;
  delivered_at: string | null;
  refund_requested: boolean;
  created_at: string;
  updated_at: string;
};

/** submission_events: the timeline. `id` is a bigint identity in Postgres; the embedded backend keys it `<submission id>:<sequence>`. */
export type SubmissionEventRow = {
  id: number | string;
  submission_id: string;
  from_status: string | null;
  to_status: string;
  actor_id: string | null;
  at: string;
  note: string | null;
};

export type PaymentRow = {
  id: string;
  submission_id: string;
  payer_id: string;
  amount_cents: number;
  currency: string;
  provider: string;
  provider_ref: string | null;
  status: string;
  idempotency_key: string | null;
  attempt: number | null;
  created_at: string;
};

/** pricing: one row. */
export type PricingRow = {
  currency: string;
  platform_fee_percent: number;
  express_surcharge_percent: number;
  express_turnaround_percent: number;
  express_min_turnaround_hours: number;
};

/** app_settings: one row; the upload settings are the part the journey reads. */
export type AppSettingsRow = {
  /** bigint: PostgREST may send it as a string. */
  max_upload_bytes: number | string;
  allowed_video_types: string[];
};

/** app_settings, every column the app reads (an embedded row stored before issue 12 lacks the first two). */
export type FullAppSettingsRow = AppSettingsRow & {
  maintenance_banner?: string | null;
  signups_open?: boolean;
};

/** The part of a videos row a submission checks when its checkout starts. */
export type VideoRefRow = { id: string; owner_id: string; status: string };

const toSubmissionStatus = (value: string | null): SubmissionStatus | null => (value !== null && isSubmissionStatus(value) ? value : null);

export function toSubmission(row: SubmissionRow): Submission {
  return {
    id: row.id,
    athleteId: row.athlete_id,
    proId: row.pro_id,
    videoId: row.video_id,
    sport: row.sport,
    question: row.question,
    tier: isTier(row.tier) ? row.tier : 'standard',
    status: toSubmissionStatus(row.status) ?? 'draft',
    priceCents: row.price_cents,
    platformFeeCents: row.platform_fee_cents,
    referralCreditCents: row.referral_credit_cents,
    currency: row.currency,
    turnaroundHours: row.turnaround_hours,
    submittedAt: isoOrNull(row.submitted_at),
    deliveredAt: isoOrNull(row.delivered_at),
    refundRequested: row.refund_requested === true,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toSubmissionEvent(row: SubmissionEventRow): SubmissionEventRecord {
  return {
    submissionId: row.submission_id,
    fromStatus: toSubmissionStatus(row.from_status),
    toStatus: toSubmissionStatus(row.to_status) ?? 'draft',
    actorId: row.actor_id,
    at: iso(row.at),
    note: row.note,
  };
}

const toPaymentStatus = (value: string): PaymentStatus => ((PAYMENT_STATUSES as readonly string[]).includes(value) ? (value as PaymentStatus) : 'failed');

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    submissionId: row.submission_id,
    payerId: row.payer_id,
    amountCents: row.amount_cents,
    currency: row.currency,
    provider: row.provider,
    providerRef: row.provider_ref,
    status: toPaymentStatus(row.status),
    idempotencyKey: row.idempotency_key ?? '',
    attempt: row.attempt ?? 0,
    createdAt: iso(row.created_at),
  };
}

export const toPricing = (row: PricingRow): Pricing => ({
  currency: row.currency,
  platformFeePercent: row.platform_fee_percent,
  expressSurchargePercent: row.express_surcharge_percent,
  expressTurnaroundPercent: row.express_turnaround_percent,
  expressMinTurnaroundHours: row.express_min_turnaround_hours,
});

export const toUploadSettings = (row: AppSettingsRow): UploadSettings => ({
  maxUploadBytes: Number(row.max_upload_bytes),
  allowedVideoTypes: [...row.allowed_video_types],
});

export const toAppSettings = (row: FullAppSettingsRow): AppSettings => ({
  ...toUploadSettings(row),
  maintenanceBanner: row.maintenance_banner ?? null,
  signupsOpen: row.signups_open ?? true,
});

export const toVideoRef = (row: VideoRefRow): { id: string; ownerId: string; status: string } => ({ id: row.id, ownerId: row.owner_id, status: row.status });

export const submissionRow = (s: Submission): SubmissionRow => ({
  id: s.id,
  athlete_id: s.athleteId,
  pro_id: s.proId,
  video_id: s.videoId,
  sport: s.sport,
  question: s.question,
  tier: s.tier,
  status: s.status,
  price_cents: s.priceCents,
  platform_fee_cents: s.platformFeeCents,
  referral_credit_cents: s.referralCreditCents,
  total_cents: totalCents(s),
  currency: s.currency,
  turnaround_hours: s.turnaroundHours,
  submitted_at: s.submittedAt,
  delivered_at: s.deliveredAt,
  refund_requested: s.refundRequested,
  created_at: s.createdAt,
  updated_at: s.updatedAt,
});

export const submissionEventRow = (id: number | string, e: SubmissionEventRecord): SubmissionEventRow => ({
  id,
  submission_id: e.submissionId,
  from_status: e.fromStatus,
  to_status: e.toStatus,
  actor_id: e.actorId,
  at: e.at,
  note: e.note,
});

export const paymentRow = (p: Payment): PaymentRow => ({
  id: p.id,
  submission_id: p.submissionId,
  payer_id: p.payerId,
  amount_cents: p.amountCents,
  currency: p.currency,
  provider: p.provider,
  provider_ref: p.providerRef,
  status: p.status,
  idempotency_key: p.idempotencyKey,
  attempt: p.attempt,
  created_at: p.createdAt,
});

export const pricingRow = (p: Pricing): PricingRow => ({
  currency: p.currency,
  platform_fee_percent: p.platformFeePercent,
  express_surcharge_percent: p.expressSurchargePercent,
  express_turnaround_percent: p.expressTurnaroundPercent,
  express_min_turnaround_hours: p.expressMinTurnaroundHours,
});

export const appSettingsRow = (s: UploadSettings): AppSettingsRow => ({ max_upload_bytes: s.maxUploadBytes, allowed_video_types: [...s.allowedVideoTypes] });

export const fullAppSettingsRow = (s: AppSettings): Required<FullAppSettingsRow> => ({
  ...appSettingsRow(s),
  maintenance_banner: s.maintenanceBanner,
  signups_open: s.signupsOpen,
});

// ---------------------------------------------------------------------------------------------
// Issue 12: reviews (supabase/migrations/20250601001100_reviews_and_turnaround.sql).

export type ReviewRow = {
  id: string;
  submission_id: string;
  pro_id: string;
  athlete_id: string;
  stars: number;
  comment: string | null;
  created_at: string;
};

/** A review on a pro's public page (public.latest_reviews): the athlete's first name, not their id. */
export type PublicReviewRow = {
  id: string;
  stars: number;
  comment: string | null;
  athlete_first_name: string;
  created_at: string;
};

export const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  submissionId: row.submission_id,
  proId: row.pro_id,
  athleteId: row.athlete_id,
  stars: row.stars,
  comment: row.comment,
  createdAt: iso(row.created_at),
});

export const toPublicReview = (row: PublicReviewRow): PublicReview => ({
  id: row.id,
  stars: row.stars,
  comment: row.comment,
  athleteFirstName: row.athlete_first_name,
  createdAt: iso(row.created_at),
});

export const reviewRow = (r: Review): ReviewRow => ({
  id: r.id,
  submission_id: r.submissionId,
  pro_id: r.proId,
  athlete_id: r.athleteId,
  stars: r.stars,
  comment: r.comment,
  created_at: r.createdAt,
});
