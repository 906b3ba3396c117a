import type { SupabaseClient } from '@supabase/supabase-js';
import type { VideoThumbnail } from '../../application/ports/video-facts-reader.port';
import type { VideoLibrary, VideoRepairCase, VideoRepository, VideoUpload } from '../../application/ports/video-repository.port';
import { err, ok, type Result } from '../../domain/result';
import type { Actor } from '../../domain/shared/actor';
import { requireAdmin } from '../../domain/shared/authorization';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import {
  factsWithThumbnail,
  finishVideoUpload,
  repairVideoMetadata,
  THUMBNAIL_MIME_TYPE,
  videoThumbnailPath,
  VIDEOS_BUCKET,
  videoNotFound,
  type Video,
  type VideoFacts,
} from '../../domain/videos/video';
import { toVideo, videoFactsColumns, type VideoRow } from '../shared/video-rows';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { callerActorOf } from './supabase-caller';
import { postgrestToDataError } from './supabase-errors';

/** One row of public.video_repair_cases() (supabase/migrations/20250601000700_video_thumbnails_and_repair.sql). */
type RepairCaseRow = { video: VideoRow; owner_name: string | null; owner_email: string | null; submission_ids: string[] | null };

/** The tables and functions this adapter reaches. */
type LibraryDatabase = {
  public: {
    Tables: {
      videos: { Row: VideoRow; Insert: never; Update: Partial<ReturnType<typeof videoFactsColumns>>; Relationships: [] };
      profiles: { Row: { id: string; is_admin: boolean }; Insert: never; Update: never; Relationships: [] };
    };
    Views: Record<never, never>;
    Functions: { video_repair_cases: { Args: Record<string, never>; Returns: RepairCaseRow[] } };
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
};

const SIGNED_URL_SECONDS = 3600;

/**
 * Videos on Supabase as the app uses them: the uploads (SupabaseVideoRepository, TUS) plus the
 * thumbnail stored beside the clip in the videos bucket (read back through signed URLs, one
 * request for a page of them) and the admins' repair desk. The storage policies let whoever reads
 * the clip read its thumbnail; the guard trigger and public.video_repair_cases() hold admins to
 * the repair. The rules are the domain's: this adapter loads, asks the domain, and stores.
 */
export class SupabaseVideoLibrary implements VideoLibrary {
  private readonly db: SupabaseClient<LibraryDatabase>;

  constructor(
    private readonly engine: VideoRepository,
    private readonly client: ClipCoachSupabaseClient,
  ) {
    this.db = client as unknown as SupabaseClient<LibraryDatabase>;
  }

  startUpload(file: File): Promise<Result<VideoUpload, DataError>> {
    return this.engine.startUpload(file);
  }

  find(videoId: string): Promise<Result<Video, DataError>> {
    return this.engine.find(videoId);
  }

  playbackUrl(videoId: string): Promise<Result<string, DataError>> {
    return this.engine.playbackUrl(videoId);
  }

  listNeedingRepair(): Promise<Result<readonly Video[], DataError>> {
    return this.engine.listNeedingRepair();
  }

  /** The owner is notified by the database (a trigger on the status), whoever marks it failed. */
  markFailed(videoId: string, note: string): Promise<Result<Video, DataError>> {
    return this.engine.markFailed(videoId, note);
  }

  async recordFacts(videoId: string, facts: VideoFacts, thumbnail: VideoThumbnail | null = null): Promise<Result<Video, DataError>> {
    if (!facts.decodable || !thumbnail) return this.engine.recordFacts(videoId, facts);
    const found = await this.engine.find(videoId);
    if (!found.ok) return found;
    const allowed = finishVideoUpload(found.value, factsWithThumbnail(facts, found.value, true), await this.actor());
    if (!allowed.ok) return allowed;
    const stored = await this.storeThumbnail(found.value, thumbnail);
    return this.engine.recordFacts(videoId, factsWithThumbnail(facts, found.value, stored));
  }

  async repairMetadata(videoId: string, facts: VideoFacts, thumbnail: VideoThumbnail | null = null): Promise<Result<Video, DataError>> {
    const actor = await this.actor();
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    const found = await this.engine.find(videoId);
    if (!found.ok) return found;
    const video = found.value;
    const storing = thumbnail !== null && video.thumbnailPath === null;
    const allowed = repairVideoMetadata(video, factsWithThumbnail(facts, video, storing), actor);
    if (!allowed.ok) return allowed;
    const stored = storing && (await this.storeThumbnail(video, thumbnail));
    const repaired = stored === storing ? allowed : repairVideoMetadata(video, factsWithThumbnail(facts, video, stored), actor);
    if (!repaired.ok) return repaired;
    const { data, error } = await this.db.from('videos').update(videoFactsColumns(repaired.value)).eq('id', videoId).select('*').maybeSingle();
    if (error) return err(postgrestToDataError(error));
    return data ? ok(toVideo(data)) : err(videoNotFound());
  }

  async thumbnailUrl(videoId: string): Promise<Result<string | null, DataError>> {
    const found = await this.engine.find(videoId);
    if (!found.ok) return found;
    if (!found.value.thumbnailPath) return ok(null);
    const { data, error } = await this.client.storage.from(found.value.bucket).createSignedUrl(found.value.thumbnailPath, SIGNED_URL_SECONDS);
    return ok(error ? null : data.signedUrl);
  }

  async thumbnailUrls(videoIds: readonly string[]): Promise<Result<ReadonlyMap<string, string>, DataError>> {
    const ids = [...new Set(videoIds)];
    if (ids.length === 0) return ok(new Map());
    const { data: rows, error } = await this.db.from('videos').select('id, thumbnail_path').in('id', ids);
    if (error) return err(postgrestToDataError(error));
    const withThumbnail = rows.filter((row): row is typeof row & { thumbnail_path: string } => row.thumbnail_path !== null);
    if (withThumbnail.length === 0) return ok(new Map());
    const signed = await this.client.storage.from(VIDEOS_BUCKET).createSignedUrls(
      withThumbnail.map((row) => row.thumbnail_path),
      SIGNED_URL_SECONDS,
    );
    if (signed.error) return err(dataErrors.unavailable('The thumbnails could not be loaded.'));
    const byPath = new Map(signed.data.flatMap((entry) => (entry.signedUrl && !entry.error && entry.path ? [[entry.path, entry.signedUrl] as const] : [])));
    return ok(new Map(withThumbnail.flatMap((row) => (byPath.has(row.thumbnail_path) ? [[row.id, byPath.get(row.thumbnail_path)!] as const] : []))));
  }

  async listRepairCases(): Promise<Result<readonly VideoRepairCase[], DataError>> {
    const admin = requireAdmin(await this.actor());
    if (!admin.ok) return admin;
    const { data, error } = await this.db.rpc('video_repair_cases');
    if (error) return err(postgrestToDataError(error));
    return ok(
      (data ?? []).map((row) => ({
        video: toVideo(row.video),
        owner: { id: row.video.owner_id, name: row.owner_name ?? '', email: row.owner_email },
        submissionIds: row.submission_ids ?? [],
      })),
    );
  }

  /** Writes the thumbnail at the video's thumbnail path; false when storage refused or failed. */
  private async storeThumbnail(video: Video, thumbnail: VideoThumbnail): Promise<boolean> {
    const { error } = await this.client.storage
      .from(video.bucket)
      .upload(videoThumbnailPath(video), thumbnail.bytes, { contentType: THUMBNAIL_MIME_TYPE, upsert: true, cacheControl: '3600' });
    return !error;
  }

  private actor(): Promise<Actor> {
    return callerActorOf(this.client);
  }
}
