import { Upload, type HttpRequest, type HttpResponse, type HttpStack, type PreviousUpload, type UploadOptions, type UrlStorage } from 'tus-js-client';
import { sleep, type Clock } from '../../application/ports/clock.port';
import type { UploadEvent, VideoUpload } from '../../application/ports/video-repository.port';
import type { UploadRetryPolicy } from '../../application/videos/upload-retry-policy';
import type { Result } from '../../domain/result';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import type { Video } from '../../domain/videos/video';
import { readBlob } from '../shared/read-blob';

/** Supabase's resumable uploads take chunks of exactly 6 MB (guide "Resumable uploads"). */
export const TUS_CHUNK_BYTES = 6 * 1024 * 1024;

/**
 * tus-js-client's requests over `fetch`: the same code in every browser, under jsdom (where the
 * HTTP double intercepts fetch) and in Node. A chunk goes to fetch as its Blob slice, streamed
 * from the file when it is sent; progress is reported per chunk.
 */
export class FetchHttpStack implements HttpStack {
  constructor(private readonly fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)) {}
  createRequest(method: string, url: string): HttpRequest {
    return new FetchRequest(method, url, this.fetchImpl);
  }
  getName(): string {
    return 'FetchHttpStack';
  }
}

/**
 * A chunk as fetch takes it. A Blob slice goes as it is: the browser (and Node's fetch) streams it
 * from the file, so the chunk is not copied into the page's memory (it was read into an
 * ArrayBuffer, which fetch copied again). Blobs fetch cannot stream (jsdom's) are read first.
 */
async function requestBody(body: Blob | Uint8Array): Promise<Blob | Uint8Array> {
  if (body instanceof Uint8Array) return body;
  if (typeof body.stream === 'function') return body;
  return new Uint8Array(await readBlob(body));
}

class FetchRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();
  private onProgress: (bytesSent: number) => void = () => undefined;
  constructor(
    private readonly method: string,
    private readonly url: string,
    private readonly fetchImpl: typeof fetch,
  ) {}
  getMethod() {
    return this.method;
  }
  getURL() {
    return this.url;
  }
  setHeader(header: string, value: string) {
    this.headers[header] = value;
  }
  getHeader(header: string) {
    return this.headers[header];
  }
  setProgressHandler(handler: (bytesSent: number) => void) {
    this.onProgress = handler;
  }
  async send(body: unknown): Promise<HttpResponse> {
    const payload = body == null ? undefined : await requestBody(body as Blob | Uint8Array);
    const response = await this.fetchImpl(this.url, { method: this.method, headers: this.headers, body: payload as BodyInit | undefined, signal: this.controller.signal });
    const text = await response.text();
    if (payload) this.onProgress(payload instanceof Blob ? payload.size : payload.byteLength);
    return {
      getStatus: () => response.status,
      getHeader: (name: string) => response.headers.get(name) ?? undefined,
      getBody: () => text,
      getUnderlyingObject: () => response,
    };
  }
  async abort() {
    this.controller.abort();
  }
  getUnderlyingObject() {
    return this.controller;
  }
}

export interface TusTarget {
  readonly endpoint: string;
  readonly metadata: Record<string, string>;
  /** Headers on every request (Supabase: apikey). */
  readonly headers?: Record<string, string>;
  /** A fresh access token, asked before EVERY request, so an upload outlives its token. */
  readonly accessToken?: () => Promise<string | null>;
  /** Identifies the file across reloads (owner, name, size, modification time). */
  readonly fingerprint: string;
  readonly chunkSize?: number;
  readonly fetch?: typeof fetch;
  /** Where unfinished uploads are remembered (tus-js-client's default: the browser's local storage). */
  readonly urlStorage?: UrlStorage;
}

/** The HTTP status of a TUS failure, null when the connection itself failed. */
const statusOf = (error: Error): number | null => {
  const response = (error as { originalResponse?: HttpResponse | null }).originalResponse;
  return response ? response.getStatus() : null;
};

/** A dropped connection, a timeout, a server hiccup or a lock: worth another try. A refusal is not. */
const retryable = (status: number | null): boolean => status === null || status === 409 || status === 423 || status === 429 || status >= 500;

const refusal = (status: number | null): DataError => {
  if (status === 401 || status === 403) return dataErrors.forbidden('The upload was refused. Sign in again and pick the file again.');
  if (status === 413) return dataErrors.invalid('The file is larger than allowed.');
  if (status === 415) return dataErrors.invalid('That type of file is not allowed.');
  if (status === null || status >= 500) return dataErrors.unavailable('The connection dropped and the upload stopped. Pick the same file again to resume where it stopped.');
  return dataErrors.failed('The upload failed.');
};

type State = 'idle' | 'running' | 'paused' | 'cancelled' | 'finished';

/**
 * One TUS upload (tus-js-client): 6 MB chunks, the first one sent with the creation request,
 * a fresh token on every request, a previous upload of the same file resumed where the server
 * stopped. Retries are this class's, on the Clock (tus-js-client's own timers are off): after a
 * dropped connection it waits per the policy, says `retrying`, and starts again from the offset
 * the server reports, so no finished chunk is sent again.
 */
export class TusVideoUpload implements VideoUpload {
  private offsetAtStart = 0;
  /** Settles once the server has said where a resumed upload stands (its HEAD answer, or a failure). */
  private offsetKnown: () => void = () => undefined;
  private readonly upload: Upload;
  private state: State = 'idle';
  private attempt = 0;
  private listeners = new Set<(event: UploadEvent) => void>();
  private last: UploadEvent;
  private finishedPromise: Promise<void>;
  private settle: () => void = () => undefined;

  constructor(
    readonly video: Video,
    file: Blob,
    target: TusTarget,
    private readonly clock: Clock,
    private readonly policy: UploadRetryPolicy,
    private readonly hooks: { readonly done: () => Promise<Result<Video, DataError>>; readonly cancelled?: () => Promise<void> },
  ) {
    this.last = { kind: 'progress', progress: { bytesSent: 0, bytesTotal: file.size } };
    this.finishedPromise = new Promise((resolve) => (this.settle = resolve));
    const options: UploadOptions = {
      endpoint: target.endpoint,
      chunkSize: target.chunkSize ?? TUS_CHUNK_BYTES,
      uploadDataDuringCreation: true,
      removeFingerprintOnSuccess: true,
      retryDelays: null,
      metadata: target.metadata,
      headers: { 'x-upsert': 'false', ...target.headers },
      httpStack: new FetchHttpStack(target.fetch),
      ...(target.urlStorage ? { urlStorage: target.urlStorage } : {}),
      fingerprint: async () => target.fingerprint,
      onBeforeRequest: async (request) => {
        if (!target.accessToken) return;
        const token = await target.accessToken();
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onAfterResponse: (request, response) => {
        // A resumed upload starts with a HEAD: the offset it answers is what the server already holds.
        if (request.getMethod() !== 'HEAD') return;
        const offset = Number(response.getHeader('Upload-Offset'));
        if (response.getStatus() < 300 && Number.isSafeInteger(offset) && offset >= 0) this.offsetAtStart = offset;
        this.offsetKnown();
      },
      onProgress: (bytesSent, bytesTotal) => this.emit({ kind: 'progress', progress: { bytesSent, bytesTotal } }),
      onChunkComplete: () => {
        this.attempt = 0;
      },
      onSuccess: () => void this.succeed(),
      onError: (error) => void this.failed(error),
    };
    this.upload = new Upload(file, options);
  }

  /** Bytes the server already held when this upload started: the offset it reported for a previous upload of the file. */
  get resumedFrom(): number {
    return this.offsetAtStart;
  }

  /**
   * Starts; with a previous upload of the same file (one the browser remembers), resumes it and
   * settles once the server has reported its offset, so `resumedFrom` is known to the caller.
   */
  async begin(previous?: PreviousUpload): Promise<void> {
    this.state = 'running';
    if (!previous) {
      this.upload.start();
      return;
    }
    const known = new Promise<void>((resolve) => (this.offsetKnown = resolve));
    this.upload.resumeFromPreviousUpload(previous);
    this.upload.start();
    await Promise.race([known, this.finishedPromise]);
  }

  findPrevious(): Promise<PreviousUpload[]> {
    return this.upload.findPreviousUploads();
  }

  pause(): void {
    if (this.state !== 'running') return;
    this.state = 'paused';
    void this.upload.abort(false);
  }

  resume(): void {
    if (this.state !== 'paused') return;
    this.state = 'running';
    this.upload.start();
  }

  async cancel(): Promise<void> {
    if (this.state === 'cancelled' || this.state === 'finished') return;
    this.state = 'cancelled';
    await this.upload.abort(true).catch(() => undefined);
    await this.hooks.cancelled?.();
    this.listeners.clear();
    this.settle();
  }

  subscribe(listener: (event: UploadEvent) => void): () => void {
    this.listeners.add(listener);
    listener(this.last);
    return () => this.listeners.delete(listener);
  }

  /** Settles on done, failed or cancel (tests and the bench). */
  settled(): Promise<void> {
    return this.finishedPromise;
  }

  private emit(event: UploadEvent): void {
    this.last = event;
    for (const listener of [...this.listeners]) listener(event);
  }

  private async succeed(): Promise<void> {
    // The last chunk landed as the person cancelled: the cancel removes it, nothing is reported done.
    if (this.state === 'cancelled') return;
    this.state = 'finished';
    const done = await this.hooks.done();
    this.emit(done.ok ? { kind: 'done', video: done.value } : { kind: 'failed', error: done.error });
    this.settle();
  }

  private async failed(error: Error): Promise<void> {
    this.offsetKnown();
    if (this.state !== 'running') return;
    const status = statusOf(error);
    const delay = retryable(status) ? this.policy.delayBefore(++this.attempt) : null;
    if (delay === null) {
      this.state = 'paused';
      this.emit({ kind: 'failed', error: refusal(status) });
      this.settle();
      return;
    }
    this.emit({ kind: 'retrying', attempt: this.attempt, retryInMs: delay });
    await sleep(this.clock, delay);
    if (this.state === 'running') this.upload.start();
  }
}
