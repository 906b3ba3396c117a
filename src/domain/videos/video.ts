import type { Actor } from '../shared/actor';
import { dataErrors, type DataError } from '../shared/data-error';
import { err, ok, type Result } from '../result';

/** What anyone who may not see a video is told, and what a video that is not there gets: the same words. */
export const videoNotFound = (): DataError => dataErrors.notFound('We could not find that video.');

/** product.md "videos": an athlete's clip in the private videos bucket. */
export const VIDEO_STATUSES = ['uploading', 'ready', 'failed', 'needs_repair'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const VIDEOS_BUCKET = 'videos';

export interface Video {
  readonly id: string;
  readonly ownerId: string;
  readonly bucket: string;
  /** `<owner id>/<video id>-<file name>` inside the bucket. */
  readonly path: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly sizeBytes: number;
  readonly durationS: number | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly thumbnailPath: string | null;
  readonly status: VideoStatus;
  /** An admin's note to the owner when the video is marked failed. */
  readonly repairNote: string | null;
  readonly createdAt: string;
}

// ---------------------------------------------------------------------------------------------
// Upload settings (product.md "app_settings": max upload size, allowed video types).

export interface UploadSettings {
  readonly maxUploadBytes: number;
  /** MIME types the videos bucket accepts; `video/*` style wildcards allowed. */
  readonly allowedVideoTypes: readonly string[];
}

export const GIB = 1024 ** 3;

export const DEFAULT_UPLOAD_SETTINGS: UploadSettings = {
  maxUploadBytes: 2 * GIB,
  allowedVideoTypes: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-m4v'],
};

/** What a browser may leave out: a file with no type is judged by its extension. */
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The file's MIME type as the upload will declare it: its own (without parameters), else from its extension. */
export function declaredType(file: { readonly name: string; readonly type: string }): string {
  const own = file.type.split(';')[0]!.trim().toLowerCase();
  return own || TYPE_BY_EXTENSION[extensionOf(file.name)] || '';
}

const typeAllowed = (type: string, allowed: readonly string[]): boolean =>
  allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.endsWith('/*') ? type.startsWith(p.slice(0, -1)) : type === p;
  });

/** "2 GB", "500 MB", "1.5 GB": binary units, as the limit is set. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(value) : Number(value.toFixed(1)).toString();
  return `${shown} ${units[unit]}`;
}

const describeTypes = (allowed: readonly string[]): string => {
  const names = allowed.map((t) => ({ 'video/mp4': 'MP4', 'video/quicktime': 'MOV', 'video/webm': 'WebM', 'video/x-m4v': 'M4V' })[t] ?? t);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
};

/**
 * Checked before a byte is sent: the bucket's allowed types and size limit. Returns the message
 * shown beside "Video file", or null when the upload may start. A text file, an image or an
 * oversize file never starts.
 */
export function checkVideoFile(file: { readonly name: string; readonly type: string; readonly size: number }, settings: UploadSettings = DEFAULT_UPLOAD_SETTINGS): string | null {
  const type = declaredType(file);
  const accepted = describeTypes(settings.allowedVideoTypes);
  if (type.startsWith('image/')) return `"${file.name}" is an image, not a video. Choose a video in ${accepted} format.`;
  if (!typeAllowed(type, settings.allowedVideoTypes)) {
    return type.startsWith('video/')
      ? `"${file.name}" is a video format we cannot take. Choose a video in ${accepted} format.`
      : `"${file.name}" is not a video. Choose a video in ${accepted} format.`;
  }
  if (file.size === 0) return `"${file.name}" is empty.`;
  if (file.size > settings.maxUploadBytes) {
    return `"${file.name}" is larger than ${formatBytes(settings.maxUploadBytes)}, the most a video can be. Trim the clip and try again.`;
  }
  return null;
}

export const videoStoragePath = (ownerId: string, videoId: string, fileName: string): string =>
  `${ownerId}/${videoId}-${fileName.replace(/[^\w.-]+/g, '_')}`;

/** The thumbnail's type: a JPEG drawn in the browser. */
export const THUMBNAIL_MIME_TYPE = 'image/jpeg';

/**
 * Where a video's thumbnail is stored: next to the clip in the videos bucket, in its owner's
 * folder, so whoever may read the clip may read its thumbnail (supabase/migrations pin
 * `videos.thumbnail_path` to this shape).
 */
export const videoThumbnailPath = (video: Pick<Video, 'ownerId' | 'id'>): string => `${video.ownerId}/${video.id}.thumb.jpg`;

/** The facts with the thumbnail stored at the video's thumbnail path (only a decodable clip has one). */
export function factsWithThumbnail(facts: VideoFacts, video: Pick<Video, 'ownerId' | 'id'>, stored: boolean): VideoFacts {
  if (!facts.decodable) return facts;
  return { ...facts, thumbnailPath: stored ? videoThumbnailPath(video) : facts.thumbnailPath };
}

/** The record an upload starts with (status `uploading`), once the file passed `checkVideoFile`. */
export function startVideoUpload(
  input: { readonly id: string; readonly file: { readonly name: string; readonly type: string; readonly size: number } },
  actor: Actor,
  now: number,
  settings: UploadSettings = DEFAULT_UPLOAD_SETTINGS,
): Result<Video, DataError> {
  if (actor === null) return err(dataErrors.notSignedIn());
  const refusal = checkVideoFile(input.file, settings);
  if (refusal) return err(dataErrors.invalid(refusal));
  return ok({
    id: input.id,
    ownerId: actor.id,
    bucket: VIDEOS_BUCKET,
    path: videoStoragePath(actor.id, input.id, input.file.name),
    fileName: input.file.name,
    mimeType: declaredType(input.file),
    sizeBytes: input.file.size,
    durationS: null,
    width: null,
    height: null,
    thumbnailPath: null,
    status: 'uploading',
    repairNote: null,
    createdAt: new Date(now).toISOString(),
  });
}

/**
 * The same file picked again after a reload or a closed tab: the owner's unfinished upload of it
 * goes on (its record and what was stored); anything else (another owner's, a finished or failed
 * one, none) leaves the fresh record to start.
 */
export function continuedUpload(fresh: Video, previous: Video | null): Video {
  return previous !== null && previous.ownerId === fresh.ownerId && previous.status === 'uploading' ? previous : fresh;
}

// ---------------------------------------------------------------------------------------------
// Video facts, read in the browser as the upload starts.

/** What the browser read from the file; `decodable: false` when it claims a video type but cannot be played. */
export type VideoFacts =
  | { readonly decodable: true; readonly durationS: number; readonly width: number; readonly height: number; readonly thumbnailPath: string | null }
  | { readonly decodable: false };

/** The frame a thumbnail shows: 10 % into the clip (0 when the duration is unknown or not finite). */
export const THUMBNAIL_AT = 0.1;
export const thumbnailTime = (durationS: number | null): number =>
  durationS !== null && Number.isFinite(durationS) && durationS > 0 ? durationS * THUMBNAIL_AT : 0;

const factsUsable = (facts: VideoFacts): facts is Extract<VideoFacts, { decodable: true }> =>
  facts.decodable && Number.isFinite(facts.durationS) && facts.durationS > 0 && facts.width > 0 && facts.height > 0;

/**
 * The upload finished: `ready` with its facts, or — a file that claims a video type but cannot be
 * decoded — still stored and marked `needs_repair`, never lost. Only its owner finishes it.
 */
export function finishVideoUpload(video: Video, facts: VideoFacts, actor: Actor): Result<Video, DataError> {
  if (actor === null) return err(dataErrors.notSignedIn());
  if (actor.id !== video.ownerId) return err(actor.isAdmin ? dataErrors.forbidden('Only the owner finishes an upload.') : videoNotFound());
  if (video.status !== 'uploading') return err(dataErrors.conflict('This upload has already finished.'));
  if (!factsUsable(facts)) return ok({ ...video, status: 'needs_repair', durationS: null, width: null, height: null });
  return ok({ ...video, status: 'ready', durationS: facts.durationS, width: facts.width, height: facts.height, thumbnailPath: facts.thumbnailPath });
}

/**
 * Cancel: an upload still `uploading` goes entirely (its record and its bytes), so nothing is left
 * half-done. Only its owner cancels it; a finished video is never removed this way.
 */
export function cancelVideoUpload(video: Video, actor: Actor): Result<Video, DataError> {
  if (actor === null) return err(dataErrors.notSignedIn());
  if (actor.id !== video.ownerId) return err(actor.isAdmin ? dataErrors.forbidden('Only the owner cancels an upload.') : videoNotFound());
  if (video.status !== 'uploading') return err(dataErrors.conflict('This upload has already finished.'));
  return ok(video);
}

/** "Re-read metadata" on /admin/video-repair: an admin stores facts read again; usable facts make the video ready. */
export function repairVideoMetadata(video: Video, facts: VideoFacts, actor: Actor): Result<Video, DataError> {
  if (actor === null) return err(dataErrors.notSignedIn());
  if (!actor.isAdmin) return err(dataErrors.adminOnly());
  if (video.status === 'uploading') return err(dataErrors.conflict('This video is still uploading.'));
  if (!factsUsable(facts)) return err(dataErrors.invalid('The video still cannot be read. Mark it failed and tell its owner.'));
  return ok({ ...video, status: 'ready', durationS: facts.durationS, width: facts.width, height: facts.height, thumbnailPath: facts.thumbnailPath ?? video.thumbnailPath, repairNote: null });
}

export const REPAIR_NOTE_MIN = 10;

/**
 * What the owner is told when an admin marks their video failed (every backend sends it, as the
 * service, with these words: src/adapters and supabase/migrations/*_video_thumbnails_and_repair.sql).
 */
export function videoFailedNotice(video: Pick<Video, 'ownerId' | 'fileName' | 'repairNote'>): { userId: string; title: string; body: string; link: string } {
  return {
    userId: video.ownerId,
    title: 'We could not repair your video',
    body: `Your clip "${video.fileName}" could not be repaired.${video.repairNote ? ` Note from the ClipCoach team: ${video.repairNote}` : ''}`,
    link: '/submissions',
  };
}

/** "Mark failed" with a note to the owner: admins only; the file stays stored. */
export function markVideoFailed(video: Video, note: string, actor: Actor): Result<Video, DataError> {
  if (actor === null) return err(dataErrors.notSignedIn());
  if (!actor.isAdmin) return err(dataErrors.adminOnly());
  if (video.status === 'uploading') return err(dataErrors.conflict('This video is still uploading.'));
  const text = note.trim();
  if (text.length < REPAIR_NOTE_MIN) return err(dataErrors.invalid(`Tell the owner what went wrong (at least ${REPAIR_NOTE_MIN} characters).`));
  return ok({ ...video, status: 'failed', repairNote: text });
}

/** /admin/video-repair lists these: failed, needs_repair, or a finished video missing its duration or thumbnail. */
export function needsRepair(video: Pick<Video, 'status' | 'durationS' | 'thumbnailPath'>): boolean {
  if (video.status === 'failed' || video.status === 'needs_repair') return true;
  return video.status === 'ready' && (video.durationS === null || video.thumbnailPath === null);
}

/** Who reads a video: its owner, admins, and the pro of a submitted submission that carries it. */
export function canReadVideo(video: Pick<Video, 'ownerId'>, actor: Actor, assignedProIds: readonly string[]): boolean {
  if (actor === null) return false;
  return actor.isAdmin || actor.id === video.ownerId || assignedProIds.includes(actor.id);
}
