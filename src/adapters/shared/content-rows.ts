import type { SuccessStory } from '../../domain/content/success-story';
import type { SupportRequest } from '../../domain/support/support-request';

/** A success_stories row (supabase/migrations/20250601001300_content.sql), as every backend stores it. */
export type SuccessStoryRow = {
  id: string;
  athlete_name: string;
  pro_id: string | null;
  pro_name: string;
  sport: string;
  before_text: string;
  after_text: string;
  quote: string;
  published: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
};

/** A support_requests row. */
export type SupportRequestRow = {
  id: string;
  user_id: string;
  subject: string;
  message: string;
  created_at: string;
};

/** Postgres answers timestamps as `2025-06-01 10:00:00+00`; the domain speaks ISO 8601. */
const iso = (value: string) => new Date(value).toISOString();

export const toSuccessStory = (row: SuccessStoryRow): SuccessStory => ({
  id: row.id,
  athleteName: row.athlete_name,
  proId: row.pro_id,
  proName: row.pro_name,
  sport: row.sport,
  before: row.before_text,
  after: row.after_text,
  quote: row.quote,
  published: row.published,
  publishedAt: row.published_at === null ? null : iso(row.published_at),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export const successStoryRow = (story: SuccessStory): SuccessStoryRow => ({
  id: story.id,
  athlete_name: story.athleteName,
  pro_id: story.proId,
  pro_name: story.proName,
  sport: story.sport,
  before_text: story.before,
  after_text: story.after,
  quote: story.quote,
  published: story.published,
  published_at: story.publishedAt,
  created_at: story.createdAt,
  updated_at: story.updatedAt,
});

export const toSupportRequest = (row: SupportRequestRow): SupportRequest => ({
  id: row.id,
  userId: row.user_id,
  subject: row.subject,
  message: row.message,
  createdAt: iso(row.created_at),
});

export const supportRequestRow = (request: SupportRequest): SupportRequestRow => ({
  id: request.id,
  user_id: request.userId,
  subject: request.subject,
  message: request.message,
  created_at: request.createdAt,
});
