import type { AppNotification } from '../../application/ports/notification-repository.port';
import { DEFAULT_CURRENCY, VERIFICATION_STATUSES, type Pro, type VerificationStatus } from '../../domain/pros/pro';
import { DOCUMENT_KINDS, type DocumentKind, type ProDocument } from '../../domain/pros/pro-document';
import { isSport } from '../../domain/pros/sports';
import type { NotificationRow, ProDocumentRow, ProRow } from './supabase-marketplace-schema';

/** PostgREST answers 400 (22P02) for an id that is not a uuid; a link with such an id is simply not found. */
export const isUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A search term matched literally inside an ILIKE pattern: %, _ and \ lose their meaning. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** PostgREST sends timestamps as `2026-01-01T00:00:00+00:00`; every other backend uses ISO strings. */
const iso = (value: string): string => new Date(value).toISOString();
const isoOrNull = (value: string | null): string | null => (value === null ? null : iso(value));

const toStatus = (value: string): VerificationStatus =>
  (VERIFICATION_STATUSES as readonly string[]).includes(value) ? (value as VerificationStatus) : 'draft';

export function toPro(row: ProRow): Pro {
  return {
    id: row.id,
    display_name: row.display_name,
    headline: row.headline,
    bio: row.bio,
    sports: (row.sports ?? []).filter(isSport),
    years_experience: row.years_experience,
    price_cents: row.price_cents,
    currency: row.currency || DEFAULT_CURRENCY,
    turnaround_hours: row.turnaround_hours,
    avatar_path: row.avatar_path,
    verification_status: toStatus(row.verification_status),
    rejection_reason: row.rejection_reason,
    submitted_at: isoOrNull(row.submitted_at),
    verified_at: isoOrNull(row.verified_at),
    verified_by: row.verified_by,
    rating_avg: row.rating_avg === null ? null : Number(row.rating_avg),
    reviews_count: row.reviews_count,
    deleted_at: isoOrNull(row.deleted_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const toKind = (value: string): DocumentKind => ((DOCUMENT_KINDS as readonly string[]).includes(value) ? (value as DocumentKind) : 'other');

export function toProDocument(row: ProDocumentRow): ProDocument {
  return {
    id: row.id,
    pro_id: row.pro_id,
    kind: toKind(row.kind),
    file_name: row.file_name,
    mime_type: row.mime_type,
    size_bytes: row.size_bytes,
    storage_path: row.storage_path,
    uploaded_at: iso(row.uploaded_at),
  };
}

export function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    // null: a broadcast to everyone signed in.
    user_id: row.user_id,
    title: row.title,
    body: row.body,
    ...(row.link !== null ? { link: row.link } : {}),
    read_at: isoOrNull(row.read_at),
    created_at: iso(row.created_at),
  };
}
