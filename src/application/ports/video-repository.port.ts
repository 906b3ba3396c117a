import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { Video, VideoFacts } from '../../domain/videos/video';

/** Progress of one upload, as the upload screen shows it. */
export interface UploadProgress {
  readonly bytesSent: number;
  readonly bytesTotal: number;
}

export type UploadEvent =
  | { readonly kind: 'progress'; readonly progress: UploadProgress }
  /** The connection dropped; the upload tries again by itself after `retryInMs`. */
  | { readonly kind: 'retrying'; readonly attempt: number; readonly retryInMs: number }
  | { readonly kind: 'done'; readonly video: Video }
  | { readonly kind: 'failed'; readonly error: DataError };

/**
 * One resumable upload: started, paused, resumed, cancelled. A reload or a closed tab resumes from
 * the last finished chunk when the same file is picked again (no finished chunk is sent twice).
 */
export interface VideoUpload {
  readonly video: Video;
  /** Bytes already stored when this upload started (more than 0 when it resumed). */
  readonly resumedFrom: number;
  pause(): void;
  resume(): void;
  cancel(): Promise<void>;
  /** Called with every event until `done`, `failed` or cancel. Returns the unsubscribe. */
  subscribe(listener: (event: UploadEvent) => void): () => void;
}

/**
 * Videos (product.md): uploads into the private videos bucket under the owner's folder, their
 * facts read in the browser, and the repair list of admins. Who may read a video (its owner, the
 * pro assigned to a submission of it, admins) is enforced by the backend.
 */
export interface VideoRepository {
  /** Checks the file against the settings before a byte is sent, records the video and starts sending. */
  startUpload(file: File): Promise<Result<VideoUpload, DataError>>;
  /** The facts read from the file (or that it could not be decoded: stored as `needs_repair`). */
  recordFacts(videoId: string, facts: VideoFacts): Promise<Result<Video, DataError>>;
  find(videoId: string): Promise<Result<Video, DataError>>;
  /** A URL the browser plays (seekable: a signed URL or a blob URL). */
  playbackUrl(videoId: string): Promise<Result<string, DataError>>;
  /** Admins: videos failed, needing repair, or lacking duration or thumbnail. */
  listNeedingRepair(): Promise<Result<readonly Video[], DataError>>;
  /** Admins: marks a video failed with a note to its owner (who is notified). */
  markFailed(videoId: string, note: string): Promise<Result<Video, DataError>>;
}
