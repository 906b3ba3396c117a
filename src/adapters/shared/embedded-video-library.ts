import type { Clock } from '../../application/ports/clock.port';
import type { VideoThumbnail } from '../../application/ports/video-facts-reader.port';
import type { VideoLibrary, VideoRepairCase, VideoRepository, VideoUpload } from '../../application/ports/video-repository.port';
import { sendNotification, type SentNotification } from '../../domain/notifications/notification';
import { err, ok, type Result } from '../../domain/result';
import type { Actor } from '../../domain/shared/actor';
import { requireAdmin } from '../../domain/shared/authorization';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import {
  canReadVideo,
  factsWithThumbnail,
  finishVideoUpload,
  needsRepair,
  repairVideoMetadata,
  THUMBNAIL_MIME_TYPE,
  videoFailedNotice,
  videoThumbnailPath,
  videoNotFound,
  type Video,
  type VideoFacts,
} from '../../domain/videos/video';
import type { StorageGateway } from '../storage/storage-gateway';
import type { VideoTables } from './chunked-video-repository';
import { SERVICE_SENDER } from './submission-journey';
import { toVideo, videoRow } from './video-rows';
import { newestFirst } from '../../domain/shared/compare-keys';

/** What the rest of a simulated backend tells the video library: people, submissions, the notifications store. */
export interface EmbeddedVideoDirectory {
  /** Name (first and last) and e-mail of each user; unknown ids are left out. */
  people(ids: readonly string[]): Promise<ReadonlyMap<string, { readonly name: string; readonly email: string | null }>>;
  /** The submissions carrying each video, newest first. */
  submissionsCarrying(videoIds: readonly string[]): Promise<ReadonlyMap<string, readonly string[]>>;
  /** Stores a notification the backend sends as the service. */
  notify(notification: SentNotification): Promise<void>;
}

export interface EmbeddedVideoLibraryOptions {
  readonly clock: Clock;
  readonly actor: () => Promise<Actor>;
  /** The videos bucket with the service's rights: the library asks the domain first, then stores. */
  readonly storage: StorageGateway;
  readonly directory: EmbeddedVideoDirectory;
  /** URL.createObjectURL in a browser; a stand-in where there is none (jsdom). */
  readonly objectUrl: (blob: Blob) => string;
  /** Wraps each call (the embedded backend's fault injection and IndexedDB errors). */
  readonly call?: <T>(work: () => Promise<Result<T, DataError>>) => Promise<Result<T, DataError>>;
}

/**
 * Videos on a backend that lives in the browser (memory, IndexedDB): the upload engine
 * (ChunkedVideoRepository) for the bytes, plus the thumbnail stored next to the clip in the videos
 * bucket and the admins' repair desk. It loads, lets the domain decide
 * (src/domain/videos/video.ts) and stores.
 */
export class EmbeddedVideoLibrary implements VideoLibrary {
  private readonly call: <T>(work: () => Promise<Result<T, DataError>>) => Promise<Result<T, DataError>>;
  /** One blob URL per stored thumbnail: the list and the detail page show the same picture without re-reading it. */
  private readonly shownThumbnails = new Map<string, string>();

  constructor(
    private readonly engine: VideoRepository,
    private readonly tables: VideoTables,
    private readonly options: EmbeddedVideoLibraryOptions,
  ) {
    this.call = options.call ?? ((work) => work());
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

  async recordFacts(videoId: string, facts: VideoFacts, thumbnail: VideoThumbnail | null = null): Promise<Result<Video, DataError>> {
    const row = await this.call(async () => ok(await this.tables.video(videoId)));
    if (!row.ok) return row;
    if (row.value && facts.decodable && thumbnail) {
      const video = toVideo(row.value);
      // Only the owner finishing the upload stores its thumbnail (the same rule as the facts).
      const allowed = finishVideoUpload(video, factsWithThumbnail(facts, video, true), await this.options.actor());
      if (!allowed.ok) return allowed;
      const stored = await this.storeThumbnail(video, thumbnail);
      return this.engine.recordFacts(videoId, factsWithThumbnail(facts, video, stored));
    }
    return this.engine.recordFacts(videoId, facts);
  }

  repairMetadata(videoId: string, facts: VideoFacts, thumbnail: VideoThumbnail | null = null): Promise<Result<Video, DataError>> {
    return this.call(async () => {
      const actor = await this.options.actor();
      const row = await this.tables.video(videoId);
      if (!row) return err(actor?.isAdmin ? videoNotFound() : dataErrors.adminOnly());
      const video = toVideo(row);
      const storing = thumbnail !== null && video.thumbnailPath === null;
      const allowed = repairVideoMetadata(video, factsWithThumbnail(facts, video, storing), actor);
      if (!allowed.ok) return allowed;
      const stored = storing && (await this.storeThumbnail(video, thumbnail));
      const repaired = stored === storing ? allowed : repairVideoMetadata(video, factsWithThumbnail(facts, video, stored), actor);
      if (!repaired.ok) return repaired;
      await this.tables.putVideo(videoRow(repaired.value, new Date(this.options.clock.now()).toISOString()));
      return ok(repaired.value);
    });
  }

  async markFailed(videoId: string, note: string): Promise<Result<Video, DataError>> {
    const failed = await this.engine.markFailed(videoId, note);
    if (!failed.ok) return failed;
    const notice = sendNotification(videoFailedNotice(failed.value), SERVICE_SENDER, globalThis.crypto.randomUUID(), new Date(this.options.clock.now()).toISOString());
    if (notice.ok) await this.options.directory.notify(notice.value);
    return failed;
  }

  thumbnailUrl(videoId: string): Promise<Result<string | null, DataError>> {
    return this.call(async () => {
      const actor = await this.options.actor();
      if (actor === null) return err(dataErrors.notSignedIn());
      const row = await this.tables.video(videoId);
      const video = row ? toVideo(row) : null;
      if (!video || !canReadVideo(video, actor, await this.tables.assignedProIds(videoId))) return err(videoNotFound());
      return ok(await this.shown(video));
    });
  }

  thumbnailUrls(videoIds: readonly string[]): Promise<Result<ReadonlyMap<string, string>, DataError>> {
    return this.call(async () => {
      const actor = await this.options.actor();
      if (actor === null) return err(dataErrors.notSignedIn());
      const urls = new Map<string, string>();
      for (const id of new Set(videoIds)) {
        const row = await this.tables.video(id);
        const video = row ? toVideo(row) : null;
        if (!video || !canReadVideo(video, actor, await this.tables.assignedProIds(id))) continue;
        const url = await this.shown(video);
        if (url) urls.set(id, url);
      }
      return ok(urls);
    });
  }

  listRepairCases(): Promise<Result<readonly VideoRepairCase[], DataError>> {
    return this.call(async () => {
      const admin = requireAdmin(await this.options.actor());
      if (!admin.ok) return admin;
      const videos = (await this.tables.videos()).map(toVideo).filter(needsRepair).sort(newestFirst);
      const people = await this.options.directory.people([...new Set(videos.map((v) => v.ownerId))]);
      const carrying = await this.options.directory.submissionsCarrying(videos.map((v) => v.id));
      return ok(
        videos.map((video) => {
          const person = people.get(video.ownerId);
          return { video, owner: { id: video.ownerId, name: person?.name ?? '', email: person?.email ?? null }, submissionIds: carrying.get(video.id) ?? [] };
        }),
      );
    });
  }

  /** Writes the thumbnail at the video's thumbnail path; false when it could not be stored. */
  private async storeThumbnail(video: Video, thumbnail: VideoThumbnail): Promise<boolean> {
    const path = videoThumbnailPath(video);
    const stored = await this.options.storage.upload(video.bucket, path, thumbnail.bytes, { contentType: THUMBNAIL_MIME_TYPE, upsert: true });
    if (stored.ok) this.forget(path);
    return stored.ok;
  }

  private async shown(video: Video): Promise<string | null> {
    if (!video.thumbnailPath) return null;
    const known = this.shownThumbnails.get(video.thumbnailPath);
    if (known) return known;
    const bytes = await this.options.storage.download(video.bucket, video.thumbnailPath);
    if (!bytes.ok) return null;
    const url = this.options.objectUrl(bytes.value);
    this.shownThumbnails.set(video.thumbnailPath, url);
    return url;
  }

  private forget(path: string): void {
    const url = this.shownThumbnails.get(path);
    if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
    this.shownThumbnails.delete(path);
  }
}
