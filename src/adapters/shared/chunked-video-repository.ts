import type { Clock } from '../../application/ports/clock.port';
import type { VideoRepository, VideoUpload } from '../../application/ports/video-repository.port';
import { backOff, type UploadRetryPolicy } from '../../application/videos/upload-retry-policy';
import { err, ok, type Result } from '../../domain/result';
import type { Actor } from '../../domain/shared/actor';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import {
  cancelVideoUpload,
  continuedUpload,
  canReadVideo,
  DEFAULT_UPLOAD_SETTINGS,
  finishVideoUpload,
  markVideoFailed,
  needsRepair,
  startVideoUpload,
  videoNotFound,
  type UploadSettings,
  type Video,
  type VideoFacts,
} from '../../domain/videos/video';
import { ChunkedVideoUpload, EMBEDDED_CHUNK_BYTES, type ChunkStore } from './chunked-video-upload';
import { toVideo, uploadFingerprint, videoRow, type VideoRow } from './video-rows';
import { newestFirst } from '../../domain/shared/compare-keys';

/** An unfinished upload (the embedded `upload_sessions` store): which file, which video, facts read meanwhile. */
export type UploadSessionRow = {
  fingerprint: string;
  upload_id: string;
  owner_id: string;
  chunk_bytes: number;
  facts: VideoFacts | null;
  created_at: string;
};

/** The tables an in-browser video backend keeps (IndexedDB stores, or maps in memory). */
export interface VideoTables {
  video(id: string): Promise<VideoRow | null>;
  videos(): Promise<VideoRow[]>;
  putVideo(row: VideoRow): Promise<void>;
  /** Writes the video and its session together (one transaction where the store has them). */
  startSession(video: VideoRow, session: UploadSessionRow): Promise<void>;
  session(fingerprint: string): Promise<UploadSessionRow | null>;
  sessionOf(uploadId: string): Promise<UploadSessionRow | null>;
  putSession(session: UploadSessionRow): Promise<void>;
  /** Every chunk stored: the session ends and the video row is written (one transaction). */
  finishSession(fingerprint: string, video: VideoRow): Promise<void>;
  chunkIndexes(uploadId: string): Promise<number[]>;
  putChunk(uploadId: string, index: number, bytes: Uint8Array<ArrayBuffer>): Promise<Result<void, DataError>>;
  chunks(uploadId: string): Promise<Uint8Array<ArrayBuffer>[]>;
  /** Cancel: the chunks, the session and the video row go. */
  discard(uploadId: string, fingerprint: string): Promise<void>;
  /** Pros assigned to a paid submission of this video (they may read it). */
  assignedProIds(videoId: string): Promise<string[]>;
}

export interface ChunkedVideoRepositoryOptions {
  readonly clock: Clock;
  readonly actor: () => Promise<Actor>;
  readonly settings?: () => Promise<UploadSettings>;
  readonly retry?: UploadRetryPolicy;
  readonly chunkBytes?: number;
  /** URL.createObjectURL in a browser; a stand-in where there is none (jsdom). */
  readonly objectUrl?: (blob: Blob) => string;
  /** Wraps each call (the embedded backend's fault injection and IndexedDB errors). */
  readonly call?: <T>(work: () => Promise<Result<T, DataError>>) => Promise<Result<T, DataError>>;
}

export const blobUrl = (blob: Blob): string =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : `blob:clipcoach/${globalThis.crypto.randomUUID()}`;

/**
 * Videos on a backend that lives in the browser (memory, IndexedDB): a video row, an upload
 * session per picked file (fingerprint: owner, name, size, modification time) and the bytes in
 * chunks. It loads, lets the domain decide (src/domain/videos/video.ts) and stores.
 */
export class ChunkedVideoRepository implements VideoRepository {
  private readonly chunkBytes: number;
  private readonly call: <T>(work: () => Promise<Result<T, DataError>>) => Promise<Result<T, DataError>>;
  /** Per video, the finishing of its upload and the recording of its facts run one after the other. */
  private readonly finishing = new Map<string, Promise<unknown>>();

  constructor(
    private readonly tables: VideoTables,
    private readonly options: ChunkedVideoRepositoryOptions,
  ) {
    this.chunkBytes = options.chunkBytes ?? EMBEDDED_CHUNK_BYTES;
    this.call = options.call ?? ((work) => work());
  }

  startUpload(file: File): Promise<Result<VideoUpload, DataError>> {
    return this.call(async () => {
      const actor = await this.options.actor();
      const settings = (await this.options.settings?.()) ?? DEFAULT_UPLOAD_SETTINGS;
      const now = this.options.clock.now();
      const fresh = startVideoUpload({ id: globalThis.crypto.randomUUID(), file }, actor, now, settings);
      if (!fresh.ok) return fresh;
      const fingerprint = uploadFingerprint(fresh.value.ownerId, file);
      const previous = await this.tables.session(fingerprint);
      const previousVideo = previous ? await this.tables.video(previous.upload_id) : null;
      const video = continuedUpload(fresh.value, previousVideo ? toVideo(previousVideo) : null);
      let stored: Set<number>;
      let chunkBytes = this.chunkBytes;
      if (previous && video !== fresh.value) {
        chunkBytes = previous.chunk_bytes;
        stored = new Set(await this.tables.chunkIndexes(video.id));
      } else {
        stored = new Set();
        await this.tables.startSession(videoRow(video), {
          fingerprint,
          upload_id: video.id,
          owner_id: video.ownerId,
          chunk_bytes: chunkBytes,
          facts: null,
          created_at: video.createdAt,
        });
      }
      const store: ChunkStore = {
        put: (index, bytes) => this.call(() => this.tables.putChunk(video.id, index, bytes)),
        complete: () => this.call(() => this.oneAtATime(video.id, () => this.complete(fingerprint, video.id))),
        discard: async () => void (await this.call(() => this.discard(video.id, fingerprint))),
      };
      return ok(new ChunkedVideoUpload(video, file, chunkBytes, stored, store, this.options.clock, this.options.retry ?? backOff()));
    });
  }

  /** Cancel: the domain decides (the owner, still uploading); then the chunks, the session and the video go together. */
  private async discard(videoId: string, fingerprint: string): Promise<Result<void, DataError>> {
    const row = await this.tables.video(videoId);
    if (row) {
      const cancelled = cancelVideoUpload(toVideo(row), await this.options.actor());
      if (!cancelled.ok) return cancelled;
    }
    await this.tables.discard(videoId, fingerprint);
    return ok(undefined);
  }

  private async complete(fingerprint: string, videoId: string): Promise<Result<Video, DataError>> {
    const row = await this.tables.video(videoId);
    const session = await this.tables.session(fingerprint);
    if (!row) return err(videoNotFound());
    let video = toVideo(row);
    if (session?.facts) {
      const finished = finishVideoUpload(video, session.facts, await this.options.actor());
      if (!finished.ok) return finished;
      video = finished.value;
    }
    await this.tables.finishSession(fingerprint, videoRow(video, new Date(this.options.clock.now()).toISOString()));
    return ok(video);
  }

  recordFacts(videoId: string, facts: VideoFacts): Promise<Result<Video, DataError>> {
    return this.call(() => this.oneAtATime(videoId, () => this.recordFactsNow(videoId, facts)));
  }

  /**
   * Facts read while the last chunk is being stored must not be lost: without this, the upload's
   * completion could read the session before the facts land in it, then delete it, leaving the
   * video `uploading` for good.
   */
  private oneAtATime<T>(videoId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.finishing.get(videoId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.then(
      () => undefined,
      () => undefined,
    );
    this.finishing.set(videoId, settled);
    void settled.then(() => {
      if (this.finishing.get(videoId) === settled) this.finishing.delete(videoId);
    });
    return next;
  }

  private async recordFactsNow(videoId: string, facts: VideoFacts): Promise<Result<Video, DataError>> {
    const row = await this.tables.video(videoId);
    if (!row) return err(videoNotFound());
    const video = toVideo(row);
    const finished = finishVideoUpload(video, facts, await this.options.actor());
    if (!finished.ok) return finished;
    const session = await this.tables.sessionOf(videoId);
    // Still sending: the facts wait in the session and apply when the last chunk is stored.
    if (session) {
      await this.tables.putSession({ ...session, facts });
      return ok(video);
    }
    await this.tables.putVideo(videoRow(finished.value, new Date(this.options.clock.now()).toISOString()));
    return ok(finished.value);
  }

  find(videoId: string): Promise<Result<Video, DataError>> {
    return this.call(() => this.readable(videoId));
  }

  playbackUrl(videoId: string): Promise<Result<string, DataError>> {
    return this.call(async () => {
      const video = await this.readable(videoId);
      if (!video.ok) return video;
      if (await this.tables.sessionOf(videoId)) return err(dataErrors.conflict('This video is still uploading.'));
      const blob = new Blob(await this.tables.chunks(videoId), { type: video.value.mimeType });
      return ok((this.options.objectUrl ?? blobUrl)(blob));
    });
  }

  listNeedingRepair(): Promise<Result<readonly Video[], DataError>> {
    return this.call(async () => {
      const actor = await this.options.actor();
      if (actor === null) return err(dataErrors.notSignedIn());
      if (!actor.isAdmin) return err(dataErrors.adminOnly());
      const videos = (await this.tables.videos()).map(toVideo).filter(needsRepair);
      return ok(videos.sort(newestFirst));
    });
  }

  markFailed(videoId: string, note: string): Promise<Result<Video, DataError>> {
    return this.call(async () => {
      const actor = await this.options.actor();
      const row = await this.tables.video(videoId);
      if (!row) return err(actor?.isAdmin ? videoNotFound() : dataErrors.adminOnly());
      const failed = markVideoFailed(toVideo(row), note, actor);
      if (!failed.ok) return failed;
      await this.tables.putVideo(videoRow(failed.value, new Date(this.options.clock.now()).toISOString()));
      return ok(failed.value);
    });
  }

  private async readable(videoId: string): Promise<Result<Video, DataError>> {
    const actor = await this.options.actor();
    if (actor === null) return err(dataErrors.notSignedIn());
    const row = await this.tables.video(videoId);
    if (!row) return err(videoNotFound());
    const video = toVideo(row);
    return canReadVideo(video, actor, await this.tables.assignedProIds(videoId)) ? ok(video) : err(videoNotFound());
  }
}
