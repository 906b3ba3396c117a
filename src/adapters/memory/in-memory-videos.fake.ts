import type { Clock } from '../../application/ports/clock.port';
import { ok, type Result } from '../../domain/result';
import type { Actor } from '../../domain/shared/actor';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { DEFAULT_UPLOAD_SETTINGS, type UploadSettings } from '../../domain/videos/video';
import { ChunkedVideoRepository, type UploadSessionRow, type VideoTables } from '../shared/chunked-video-repository';
import type { VideoRow } from '../shared/video-rows';

/** The videos, sessions and chunks in maps; `dropConnections(n)` makes the next n chunk writes fail as a dropped connection. */
export class InMemoryVideoTables implements VideoTables {
  readonly rows = new Map<string, VideoRow>();
  readonly sessions = new Map<string, UploadSessionRow>();
  readonly chunkData = new Map<string, Map<number, Uint8Array<ArrayBuffer>>>();
  /** Bytes written into chunks, re-sent ones included. */
  bytesReceived = 0;
  private drops = 0;
  assigned: (videoId: string) => string[] = () => [];

  dropConnections(count: number): void {
    this.drops = count;
  }

  async video(id: string) {
    return this.rows.get(id) ?? null;
  }
  async videos() {
    return [...this.rows.values()];
  }
  async putVideo(row: VideoRow) {
    this.rows.set(row.id, row);
  }
  async startSession(video: VideoRow, session: UploadSessionRow) {
    this.rows.set(video.id, video);
    this.sessions.set(session.fingerprint, session);
  }
  async session(fingerprint: string) {
    return this.sessions.get(fingerprint) ?? null;
  }
  async sessionOf(uploadId: string) {
    return [...this.sessions.values()].find((s) => s.upload_id === uploadId) ?? null;
  }
  async putSession(session: UploadSessionRow) {
    this.sessions.set(session.fingerprint, session);
  }
  async finishSession(fingerprint: string, video: VideoRow) {
    this.sessions.delete(fingerprint);
    this.rows.set(video.id, video);
  }
  async chunkIndexes(uploadId: string) {
    return [...(this.chunkData.get(uploadId)?.keys() ?? [])];
  }
  async putChunk(uploadId: string, index: number, bytes: Uint8Array<ArrayBuffer>): Promise<Result<void, DataError>> {
    if (this.drops > 0) {
      this.drops -= 1;
      return { ok: false, error: dataErrors.unavailable('The connection dropped.') };
    }
    const chunks = this.chunkData.get(uploadId) ?? new Map<number, Uint8Array<ArrayBuffer>>();
    chunks.set(index, bytes.slice());
    this.chunkData.set(uploadId, chunks);
    this.bytesReceived += bytes.byteLength;
    return ok(undefined);
  }
  async chunks(uploadId: string) {
    return [...(this.chunkData.get(uploadId) ?? new Map<number, Uint8Array<ArrayBuffer>>()).entries()].sort(([a], [b]) => a - b).map(([, bytes]) => bytes);
  }
  async discard(uploadId: string, fingerprint: string) {
    this.chunkData.delete(uploadId);
    this.sessions.delete(fingerprint);
    this.rows.delete(uploadId);
  }
  async assignedProIds(videoId: string) {
    return this.assigned(videoId);
  }
}

/** The in-memory backend's videos: the shared chunked engine over maps. */
export function createInMemoryVideos(clock: Clock, actor: () => Actor, settings: () => UploadSettings = () => DEFAULT_UPLOAD_SETTINGS, chunkBytes?: number) {
  const tables = new InMemoryVideoTables();
  const repository = new ChunkedVideoRepository(tables, { clock, actor: async () => actor(), settings: async () => settings(), chunkBytes });
  return { tables, repository };
}
