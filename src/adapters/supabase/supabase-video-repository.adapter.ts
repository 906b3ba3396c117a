import { requireAdmin } from '../../domain/shared/authorization';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Clock } from '../../application/ports/clock.port';
import type { VideoRepository, VideoUpload } from '../../application/ports/video-repository.port';
import { backOff, type UploadRetryPolicy } from '../../application/videos/upload-retry-policy';
import { err, ok, type Result } from '../../domain/result';
import type { Actor } from '../../domain/shared/actor';
import type { DataError } from '../../domain/shared/data-error';
import {
  cancelVideoUpload,
  continuedUpload,
  DEFAULT_UPLOAD_SETTINGS,
  finishVideoUpload,
  markVideoFailed,
  needsRepair,
  startVideoUpload,
  VIDEOS_BUCKET,
  videoNotFound,
  type UploadSettings,
  type Video,
  type VideoFacts,
} from '../../domain/videos/video';
import { toVideo, uploadFingerprint, videoFactsColumns, type VideoRow } from '../shared/video-rows';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { callerActorOf } from './supabase-caller';
import { postgrestRefusal, postgrestToDataError, storageToDataError } from './supabase-errors';

type VideoInsert = Pick<VideoRow, 'id' | 'owner_id' | 'path' | 'file_name' | 'mime_type' | 'size_bytes'>;
type VideoUpdate = Partial<ReturnType<typeof videoFactsColumns>>;

/** The tables this adapter reaches (supabase/migrations/20250601000400_submissions.sql). */
type VideosDatabase = {
  public: {
    Tables: {
      videos: { Row: VideoRow; Insert: VideoInsert; Update: VideoUpdate; Relationships: [] };
      app_settings: { Row: { max_upload_bytes: number; allowed_video_types: string[] }; Insert: never; Update: never; Relationships: [] };
      profiles: { Row: { id: string; is_admin: boolean }; Insert: never; Update: never; Relationships: [] };
    };
    Views: Record<never, never>;
    Functions: Record<never, never>;
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
};

const SIGNED_URL_SECONDS = 3600;

/**
 * Videos on Supabase: the row goes through the videos table (its grants and policies decide who
 * writes what), the bytes through Storage's resumable endpoint with tus-js-client, playback through
 * a signed URL. The rules are the domain's; this adapter loads, asks the domain, and stores.
 */
export class SupabaseVideoRepository implements VideoRepository {
  private readonly db: SupabaseClient<VideosDatabase>;
  /** Facts read while the bytes are still being sent, applied when the upload is done. */
  private readonly pendingFacts = new Map<string, VideoFacts>();
  private readonly sending = new Set<string>();

  constructor(
    private readonly client: ClipCoachSupabaseClient,
    private readonly connection: { readonly url: string; readonly anonKey: string },
    private readonly clock: Clock,
    private readonly retry: UploadRetryPolicy = backOff(),
  ) {
    this.db = client as unknown as SupabaseClient<VideosDatabase>;
  }

  async startUpload(file: File): Promise<Result<VideoUpload, DataError>> {
    const actor = await this.actor();
    const fresh = startVideoUpload({ id: globalThis.crypto.randomUUID(), file }, actor, this.clock.now(), await this.settings());
    if (!fresh.ok) return fresh;
    let video = fresh.value;
    const target = {
      endpoint: `${this.connection.url}/storage/v1/upload/resumable`,
      headers: { apikey: this.connection.anonKey },
      accessToken: async () => (await this.client.auth.getSession()).data.session?.access_token ?? null,
      fingerprint: `${uploadFingerprint(video.ownerId, file)}@${this.connection.url}`,
    };
    // tus-js-client is its own chunk, fetched with the first upload rather than with every page of the hosted app (issue 13).
    const { TusVideoUpload } = await import('./tus-video-upload');
    const metadataOf = (v: Video) => ({ bucketName: VIDEOS_BUCKET, objectName: v.path, contentType: v.mimeType, cacheControl: '3600' });
    // A previous upload of the same file (a reload, a closed tab): continue it and its video row.
    const probe = new TusVideoUpload(video, file, { ...target, metadata: metadataOf(video) }, this.clock, this.retry, { done: async () => ok(video) });
    const previous = (await probe.findPrevious().catch(() => [])).find((p) => p.metadata?.bucketName === VIDEOS_BUCKET);
    const previousId = previous?.metadata?.objectName?.split('/')[1]?.slice(0, 36);
    const previousRow = previousId ? await this.db.from('videos').select('*').eq('id', previousId).maybeSingle() : null;
    video = continuedUpload(fresh.value, previousRow?.data ? toVideo(previousRow.data) : null);
    if (video === fresh.value) {
      const { error } = await this.db.from('videos').insert({
        id: video.id,
        owner_id: video.ownerId,
        path: video.path,
        file_name: video.fileName,
        mime_type: video.mimeType,
        size_bytes: video.sizeBytes,
      });
      if (error) return err(postgrestToDataError(error));
    }
    const upload = new TusVideoUpload(video, file, { ...target, metadata: metadataOf(video) }, this.clock, this.retry, {
      done: () => this.uploaded(video),
      cancelled: async () => {
        this.sending.delete(video.id);
        this.pendingFacts.delete(video.id);
        await this.discard(video.id);
      },
    });
    this.sending.add(video.id);
    await upload.begin(previousRow?.data ? previous : undefined);
    return ok(upload);
  }

  /**
   * Cancel, once the TUS upload is terminated (its stored bytes go with it): the domain decides
   * (the owner, still uploading), then the object the last chunk may have written and the row go.
   * The row's delete policy holds the same rule (migration 20250601000710).
   */
  private async discard(videoId: string): Promise<Result<void, DataError>> {
    const found = await this.find(videoId);
    if (!found.ok) return found.error.reason === 'not-found' ? ok(undefined) : found;
    const cancelled = cancelVideoUpload(found.value, await this.actor());
    if (!cancelled.ok) return cancelled;
    const removed = await this.client.storage.from(found.value.bucket).remove([found.value.path]);
    if (removed.error) return err(storageToDataError(removed.error as { message: string; status?: number }));
    const { error } = await this.db.from('videos').delete().eq('id', videoId).eq('status', 'uploading');
    return error ? err(postgrestToDataError(error)) : ok(undefined);
  }

  private async uploaded(video: Video): Promise<Result<Video, DataError>> {
    this.sending.delete(video.id);
    const facts = this.pendingFacts.get(video.id);
    if (!facts) return ok(video);
    this.pendingFacts.delete(video.id);
    return this.recordFacts(video.id, facts);
  }

  async recordFacts(videoId: string, facts: VideoFacts): Promise<Result<Video, DataError>> {
    const found = await this.find(videoId);
    if (!found.ok) return found;
    const finished = finishVideoUpload(found.value, facts, await this.actor());
    if (!finished.ok) return finished;
    if (this.sending.has(videoId)) {
      this.pendingFacts.set(videoId, facts);
      return ok(found.value);
    }
    return this.store(finished.value);
  }

  async find(videoId: string): Promise<Result<Video, DataError>> {
    const { data, error } = await this.db.from('videos').select('*').eq('id', videoId).maybeSingle();
    if (error) return err(error.code === '22P02' ? videoNotFound() : await postgrestRefusal(this.client, error, videoNotFound()));
    return data ? ok(toVideo(data)) : err(videoNotFound());
  }

  async playbackUrl(videoId: string): Promise<Result<string, DataError>> {
    const found = await this.find(videoId);
    if (!found.ok) return found;
    const { data, error } = await this.client.storage.from(found.value.bucket).createSignedUrl(found.value.path, SIGNED_URL_SECONDS);
    if (error) return err(storageToDataError(error as { message: string; status?: number }));
    return ok(data.signedUrl);
  }

  async listNeedingRepair(): Promise<Result<readonly Video[], DataError>> {
    const actor = await this.actor();
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    const { data, error } = await this.db.from('videos').select('*').neq('status', 'uploading').order('created_at', { ascending: false });
    if (error) return err(postgrestToDataError(error));
    return ok(data.map(toVideo).filter(needsRepair));
  }

  async markFailed(videoId: string, note: string): Promise<Result<Video, DataError>> {
    const actor = await this.actor();
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    const found = await this.find(videoId);
    if (!found.ok) return found;
    const failed = markVideoFailed(found.value, note, actor);
    if (!failed.ok) return failed;
    return this.store(failed.value);
  }

  private async store(video: Video): Promise<Result<Video, DataError>> {
    const { data, error } = await this.db.from('videos').update(videoFactsColumns(video)).eq('id', video.id).select('*').maybeSingle();
    if (error) return err(postgrestToDataError(error));
    return data ? ok(toVideo(data)) : err(videoNotFound());
  }

  private actor(): Promise<Actor> {
    return callerActorOf(this.client);
  }

  private async settings(): Promise<UploadSettings> {
    const { data } = await this.db.from('app_settings').select('max_upload_bytes, allowed_video_types').maybeSingle();
    return data ? { maxUploadBytes: Number(data.max_upload_bytes), allowedVideoTypes: data.allowed_video_types } : DEFAULT_UPLOAD_SETTINGS;
  }
}
