import type { Clock } from '../../application/ports/clock.port';
import { ok, type Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import { DEFAULT_UPLOAD_SETTINGS, type UploadSettings } from '../../domain/videos/video';
import { ChunkedVideoRepository, type UploadSessionRow, type VideoTables } from '../shared/chunked-video-repository';
import { sentNotificationRow, toSubmission, type ProfileRow, type SubmissionRow } from '../shared/table-rows';
import type { EmbeddedVideoDirectory } from '../shared/embedded-video-library';
import type { UserRecord } from './local-auth-server';
import type { VideoRow } from '../shared/video-rows';
import { prosAssignedTo } from '../../domain/submissions/submission';
import { dataCall } from './data-call';
import type { LocalFaultInjector } from './fault-injector';
import type { LocalCaller } from './local-caller';
import { request, type LocalDatabase } from './local-database';
import { compareKeys } from '../../domain/shared/compare-keys';

/** A stored chunk: bytes as an ArrayBuffer (a Blob would not survive every IndexedDB engine, fake-indexeddb included). */
type ChunkRow = { upload_id: string; index: number; bytes: ArrayBuffer };
/** Chunks are keyed out of line by [upload id, index] (local-database.ts, the 5th migration). */
type ChunkKey = [uploadId: string, index: number];
const CHUNKS = 'upload_chunk_bytes';

/** Submissions whose pro may watch the video: paid ones (as the hosted policy says). */

/** The embedded backend's `videos`, `upload_sessions` and `upload_chunk_bytes` stores. */
export class IndexedDbVideoTables implements VideoTables {
  constructor(private readonly db: LocalDatabase) {}

  async video(id: string) {
    return ((await this.db.read('videos', (tx) => request(tx.objectStore('videos').get(id)))) as VideoRow | undefined) ?? null;
  }
  async videos() {
    return (await this.db.read('videos', (tx) => request(tx.objectStore('videos').getAll()))) as VideoRow[];
  }
  async putVideo(row: VideoRow) {
    await this.db.write('videos', async (tx) => ok(await request(tx.objectStore('videos').put(row))));
  }
  async startSession(video: VideoRow, session: UploadSessionRow) {
    await this.db.write(['videos', 'upload_sessions'], async (tx) => {
      await request(tx.objectStore('videos').put(video));
      return ok(await request(tx.objectStore('upload_sessions').put(session)));
    });
  }
  async session(fingerprint: string) {
    return ((await this.db.read('upload_sessions', (tx) => request(tx.objectStore('upload_sessions').get(fingerprint)))) as UploadSessionRow | undefined) ?? null;
  }
  async sessionOf(uploadId: string) {
    const all = (await this.db.read('upload_sessions', (tx) => request(tx.objectStore('upload_sessions').getAll()))) as UploadSessionRow[];
    return all.find((s) => s.upload_id === uploadId) ?? null;
  }
  async putSession(session: UploadSessionRow) {
    await this.db.write('upload_sessions', async (tx) => ok(await request(tx.objectStore('upload_sessions').put(session))));
  }
  async finishSession(fingerprint: string, video: VideoRow) {
    await this.db.write(['videos', 'upload_sessions'], async (tx) => {
      await request(tx.objectStore('upload_sessions').delete(fingerprint));
      return ok(await request(tx.objectStore('videos').put(video)));
    });
  }
  async chunkIndexes(uploadId: string) {
    return (await this.chunkKeys(uploadId)).map(([, index]) => index);
  }
  async putChunk(uploadId: string, index: number, bytes: Uint8Array<ArrayBuffer>): Promise<Result<void, DataError>> {
    // IndexedDB clones the value as it is put: a chunk that fills its buffer goes without another copy.
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const row: ChunkRow = { upload_id: uploadId, index, bytes: whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) };
    await this.db.write(CHUNKS, async (tx) => ok(await request(tx.objectStore(CHUNKS).put(row, [uploadId, index]))));
    return ok(undefined);
  }
  async chunks(uploadId: string) {
    const keys = await this.chunkKeys(uploadId);
    const rows = await this.db.read(CHUNKS, (tx) => Promise.all(keys.map((key) => request(tx.objectStore(CHUNKS).get(key)) as Promise<ChunkRow>)));
    return rows.sort((a, b) => a.index - b.index).map((row) => new Uint8Array(row.bytes));
  }
  async discard(uploadId: string, fingerprint: string) {
    const keys = await this.chunkKeys(uploadId);
    await this.db.write(['videos', 'upload_sessions', CHUNKS], async (tx) => {
      for (const key of keys) await request(tx.objectStore(CHUNKS).delete(key));
      await request(tx.objectStore('upload_sessions').delete(fingerprint));
      return ok(await request(tx.objectStore('videos').delete(uploadId)));
    });
  }
  /** The keys of an upload's chunks (every key is read: the store has no index, see the migration). */
  private async chunkKeys(uploadId: string): Promise<ChunkKey[]> {
    const keys = (await this.db.read(CHUNKS, (tx) => request(tx.objectStore(CHUNKS).getAllKeys()))) as ChunkKey[];
    return keys.filter(([id]) => id === uploadId);
  }
  async assignedProIds(videoId: string) {
    const rows = (await this.db.read('submissions', (tx) => request(tx.objectStore('submissions').getAll()))) as SubmissionRow[];
    return prosAssignedTo(videoId, rows.map(toSubmission));
  }
}

export interface IndexedDbVideosOptions {
  readonly settings?: () => Promise<UploadSettings>;
  readonly chunkBytes?: number;
  readonly objectUrl?: (blob: Blob) => string;
}

/**
 * The embedded backend's videos: like the hosted backend, the caller comes from their access token
 * (admin from the profile row); a simulated fault on `storage` drops the connection (retried).
 */
export function createIndexedDbVideos(db: LocalDatabase, clock: Clock, caller: LocalCaller, faults: LocalFaultInjector, options: IndexedDbVideosOptions = {}) {
  const tables = new IndexedDbVideoTables(db);
  const repository = new ChunkedVideoRepository(tables, {
    clock,
    actor: () => caller.actor(),
    settings: options.settings ?? (async () => DEFAULT_UPLOAD_SETTINGS),
    chunkBytes: options.chunkBytes,
    objectUrl: options.objectUrl,
    call: (work) => dataCall(faults, 'storage', work),
  });
  return { tables, repository };
}

/** Who owns the videos, which submissions carry them, and the notifications store, read from the embedded stores. */
export function indexedDbVideoDirectory(db: LocalDatabase): EmbeddedVideoDirectory {
  return {
    async people(ids) {
      const wanted = new Set(ids);
      const [profiles, users] = await Promise.all([
        db.read('profiles', (tx) => request(tx.objectStore('profiles').getAll())) as Promise<ProfileRow[]>,
        db.read('users', (tx) => request(tx.objectStore('users').getAll())) as Promise<UserRecord[]>,
      ]);
      const emails = new Map(users.filter((u) => wanted.has(u.id)).map((u) => [u.id, u.email]));
      return new Map(
        profiles.filter((p) => wanted.has(p.id)).map((p) => [p.id, { name: `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim(), email: emails.get(p.id) ?? null }]),
      );
    },
    async submissionsCarrying(videoIds) {
      const rows = (await db.read('submissions', (tx) => request(tx.objectStore('submissions').getAll()))) as SubmissionRow[];
      return new Map(
        videoIds.map((videoId) => [
          videoId,
          rows.filter((row) => row.video_id === videoId).sort((a, b) => compareKeys(b.created_at, a.created_at)).map((row) => row.id),
        ]),
      );
    },
    async notify(notification) {
      await db.write('notifications', async (tx) => ok(await request(tx.objectStore('notifications').add(sentNotificationRow(notification)))));
    },
  };
}
