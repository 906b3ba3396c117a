import { readBlob } from './read-blob';
import type { Clock } from '../../application/ports/clock.port';
import type { UploadEvent, VideoUpload } from '../../application/ports/video-repository.port';
import { withRetries, type UploadRetryPolicy } from '../../application/videos/upload-retry-policy';
import type { Result } from '../../domain/result';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import type { Video } from '../../domain/videos/video';

/** The embedded and in-memory backends store a video in chunks of this size. */
export const EMBEDDED_CHUNK_BYTES = 4 * 1024 * 1024;

/** Where an upload's chunks go (IndexedDB or memory). */
export interface ChunkStore {
  /** Stores chunk `index`; a dropped connection answers `unavailable` (retried), anything else fails the upload. */
  put(index: number, bytes: Uint8Array<ArrayBuffer>): Promise<Result<void, DataError>>;
  /** Every chunk is stored: the upload is finished (facts recorded meanwhile are applied). */
  complete(): Promise<Result<Video, DataError>>;
  /** Cancel: removes the chunks, the session and the video. */
  discard(): Promise<void>;
}


export const chunkCount = (size: number, chunkBytes: number): number => Math.max(1, Math.ceil(size / chunkBytes));

/**
 * Frees a stored chunk's bytes at once (detaching its buffer) where the engine can, instead of
 * leaving them for the next garbage collection: otherwise a large file piles up tens of MB of
 * finished chunks in the page before the collector runs. The stores copied the bytes already.
 */
const release = (bytes: Uint8Array<ArrayBuffer>): void => {
  (bytes.buffer as ArrayBuffer & { transfer?: (length: number) => ArrayBuffer }).transfer?.(0);
};

type State = 'running' | 'paused' | 'cancelled' | 'finished';

/**
 * One upload into chunks: the file is read slice by slice (one chunk in memory at a time), chunks
 * already stored are skipped (a resumed upload sends no finished chunk again), a dropped
 * connection is retried with back-off on the Clock (`retrying` events). Listeners get the latest
 * event on subscribe, so none is lost between start and subscribe.
 */
export class ChunkedVideoUpload implements VideoUpload {
  readonly resumedFrom: number;
  private state: State = 'running';
  private sent: number;
  private listeners = new Set<(event: UploadEvent) => void>();
  private last: UploadEvent;
  private loop: Promise<void> | null = null;
  private inFlight: Promise<unknown> = Promise.resolve();

  constructor(
    readonly video: Video,
    private readonly file: Blob,
    private readonly chunkBytes: number,
    private readonly stored: Set<number>,
    private readonly store: ChunkStore,
    private readonly clock: Clock,
    private readonly policy: UploadRetryPolicy,
  ) {
    this.sent = [...stored].reduce((sum, index) => sum + this.chunkLength(index), 0);
    this.resumedFrom = this.sent;
    this.last = { kind: 'progress', progress: { bytesSent: this.sent, bytesTotal: file.size } };
    this.kick();
  }

  pause(): void {
    if (this.state === 'running') this.state = 'paused';
  }

  resume(): void {
    if (this.state !== 'paused') return;
    this.state = 'running';
    this.kick();
  }

  async cancel(): Promise<void> {
    if (this.state === 'cancelled' || this.state === 'finished') return;
    this.state = 'cancelled';
    await this.inFlight.catch(() => undefined);
    await this.store.discard();
    this.listeners.clear();
  }

  subscribe(listener: (event: UploadEvent) => void): () => void {
    this.listeners.add(listener);
    listener(this.last);
    return () => this.listeners.delete(listener);
  }

  /** Settles when the current run stops (finished, failed, paused or cancelled). For tests and the bench. */
  settled(): Promise<void> {
    return this.loop ?? Promise.resolve();
  }

  private kick(): void {
    if (this.loop) return;
    this.loop = this.run().finally(() => {
      this.loop = null;
      // Resumed while the last chunk of the previous run was in flight.
      if (this.state === 'running') this.kick();
    });
  }

  private chunkLength(index: number): number {
    return Math.min(this.chunkBytes, this.file.size - index * this.chunkBytes);
  }

  private emit(event: UploadEvent): void {
    this.last = event;
    for (const listener of [...this.listeners]) listener(event);
  }

  private async run(): Promise<void> {
    const count = chunkCount(this.file.size, this.chunkBytes);
    for (let index = 0; index < count; index++) {
      if (this.state !== 'running') return;
      if (this.stored.has(index)) continue;
      const start = index * this.chunkBytes;
      const bytes = new Uint8Array(await readBlob(this.file.slice(start, start + this.chunkLength(index))));
      const outcome = await withRetries(
        this.clock,
        this.policy,
        async () => {
          if (this.cancelled()) return { ok: false as const, error: dataErrors.conflict('Cancelled.'), retryable: false };
          const put = this.store.put(index, bytes);
          this.inFlight = put;
          const result = await put;
          return result.ok ? { ok: true as const, value: undefined } : { ok: false as const, error: result.error, retryable: result.error.reason === 'unavailable' };
        },
        (attempt, retryInMs) => this.emit({ kind: 'retrying', attempt, retryInMs }),
        () => !this.cancelled(),
      );
      if (this.cancelled()) return;
      if (!outcome.ok) return this.fail(outcome.error);
      this.stored.add(index);
      this.sent += bytes.byteLength;
      release(bytes);
      this.emit({ kind: 'progress', progress: { bytesSent: this.sent, bytesTotal: this.file.size } });
    }
    if (this.state !== 'running') return;
    const done = await this.store.complete();
    if (!done.ok) return this.fail(done.error);
    this.state = 'finished';
    this.emit({ kind: 'done', video: done.value });
  }

  private cancelled(): boolean {
    return this.state === 'cancelled';
  }

  private fail(error: DataError): void {
    this.state = 'paused';
    this.emit({ kind: 'failed', error: error.reason === 'unavailable' ? dataErrors.unavailable('The connection dropped and the upload stopped. Pick the same file again to resume where it stopped.') : error });
  }
}
