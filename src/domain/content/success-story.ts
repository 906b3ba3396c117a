import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { requireAdmin } from '../shared/authorization';
import { dataErrors, type DataError } from '../shared/data-error';
import { compareKeys, newestFirst } from '../shared/compare-keys';

/**
 * A success story (product.md "success_stories"): an athlete, the pro who analysed their clip,
 * the sport, where they started and where they got to, in their own words. Visitors see published
 * stories only; admins write, publish, unpublish and delete them.
 */
export interface SuccessStory extends SuccessStoryFields {
  readonly id: string;
  readonly published: boolean;
  /** When it was last published; null while unpublished. */
  readonly publishedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface SuccessStoryFields {
  /** The athlete's name as they agreed to show it (e.g. "Jonas B."). */
  readonly athleteName: string;
  /** The pro's listing (/pros/:proId), when the story names a pro on the platform. */
  readonly proId: string | null;
  readonly proName: string;
  readonly sport: string;
  /** Where the athlete started. */
  readonly before: string;
  /** What changed after the analysis. */
  readonly after: string;
  readonly quote: string;
}

/** Limits of each field, the same in the success_stories table (supabase/migrations/*_content.sql). */
export const STORY_LIMITS = {
  athleteName: 80,
  proName: 80,
  sport: 40,
  before: 600,
  after: 600,
  quote: 400,
} as const satisfies Record<Exclude<keyof SuccessStoryFields, 'proId'>, number>;

const FIELD_LABELS: Record<keyof typeof STORY_LIMITS, string> = {
  athleteName: 'The athlete’s name',
  proName: 'The pro’s name',
  sport: 'The sport',
  before: 'The “before”',
  after: 'The “after”',
  quote: 'The quote',
};

/** The fields trimmed, or the first one that is empty or too long. */
export function validateStoryFields(fields: SuccessStoryFields): Result<SuccessStoryFields, DataError> {
  const trimmed = {
    athleteName: fields.athleteName.trim(),
    proId: fields.proId?.trim() || null,
    proName: fields.proName.trim(),
    sport: fields.sport.trim(),
    before: fields.before.trim(),
    after: fields.after.trim(),
    quote: fields.quote.trim(),
  };
  for (const key of Object.keys(STORY_LIMITS) as (keyof typeof STORY_LIMITS)[]) {
    const length = trimmed[key].length;
    if (length < 1 || length > STORY_LIMITS[key]) return err(dataErrors.invalid(`${FIELD_LABELS[key]} has 1 to ${STORY_LIMITS[key]} characters.`));
  }
  return ok(trimmed);
}

/** A story that is not there (deleted meanwhile, or never was). */
export const storyNotFound = (): DataError => dataErrors.notFound('We could not find that story.');

/** An admin writes a new story; it starts unpublished, so nothing reaches visitors by accident. */
export function createStory(fields: SuccessStoryFields, actor: Actor, id: string, nowIso: string): Result<SuccessStory, DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  const valid = validateStoryFields(fields);
  if (!valid.ok) return valid;
  return ok({ ...valid.value, id, published: false, publishedAt: null, createdAt: nowIso, updatedAt: nowIso });
}

/** An admin edits a story's text; whether it is published does not change. */
export function editStory(story: SuccessStory | null, fields: SuccessStoryFields, actor: Actor, nowIso: string): Result<SuccessStory, DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  if (!story) return err(storyNotFound());
  const valid = validateStoryFields(fields);
  if (!valid.ok) return valid;
  return ok({ ...story, ...valid.value, updatedAt: nowIso });
}

/** An admin publishes (shown on /success-stories from now) or unpublishes a story. Publishing again keeps the first date. */
export function setStoryPublished(story: SuccessStory | null, published: boolean, actor: Actor, nowIso: string): Result<SuccessStory, DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  if (!story) return err(storyNotFound());
  if (story.published === published) return ok(story);
  return ok({ ...story, published, publishedAt: published ? nowIso : null, updatedAt: nowIso });
}

/** An admin deletes a story; anyone else is refused. */
export function deleteStory(story: SuccessStory | null, actor: Actor): Result<SuccessStory, DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  return story ? ok(story) : err(storyNotFound());
}

/** Newest published first; among equal dates, the later written first. */
const byPublication = (a: SuccessStory, b: SuccessStory) =>
  compareKeys(b.publishedAt ?? '', a.publishedAt ?? '') || newestFirst(a, b) || compareKeys(b.id, a.id);

/** What /success-stories shows to anyone, signed in or not: published stories only, newest first. */
export function publishedStories(stories: Iterable<SuccessStory>): readonly SuccessStory[] {
  return [...stories].filter((s) => s.published).sort(byPublication);
}

/** Every story, drafts included, for an admin managing them; anyone else is refused. */
export function allStoriesFor(stories: Iterable<SuccessStory>, actor: Actor): Result<readonly SuccessStory[], DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  return ok([...stories].sort((a, b) => compareKeys(b.updatedAt, a.updatedAt) || compareKeys(b.id, a.id)));
}
