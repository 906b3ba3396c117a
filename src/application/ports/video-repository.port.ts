import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { Video, VideoFacts } from '../../domain/videos/video';
import type { VideoThumbnail } from './video-facts-reader.port';

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
 * The upload side of videos (product.md), as the upload engines provide it (the chunked engine of
 * the simulated backends, TUS on the hosted one): uploads into the private videos bucket under the owner's folder, their
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

/** A video on /admin/video-repair, with its owner and the submissions that carry it. */
export interface VideoRepairCase {
  readonly video: Video;
  readonly owner: { readonly id: string; readonly name: string; readonly email: string | null };
  /** Submissions carrying this video, newest first. */
  readonly submissionIds: readonly string[];
}

/**
 * Videos as the app uses them: the uploads (VideoRepository) plus the thumbnail stored next to
 * each clip and the admins' repair desk. Who reads a thumbnail is who reads its video (owner,
 * assigned pro, admins); repairing is for admins; each backend enforces both.
 */
export interface VideoLibrary extends VideoRepository {
  /**
   * The facts read from the file, with the thumbnail drawn from it: the thumbnail is stored at the
   * video's thumbnail path first (a thumbnail that cannot be stored leaves the video without one,
   * listed for repair), then the facts. Owner only.
   */
  recordFacts(videoId: string, facts: VideoFacts, thumbnail?: VideoThumbnail | null): Promise<Result<Video, DataError>>;
  /** A URL the browser shows (a signed URL or a blob URL); null when the video has no thumbnail. */
  thumbnailUrl(videoId: string): Promise<Result<string | null, DataError>>;
  /** One call for a page of videos: the thumbnail URL of each readable video that has one. */
  thumbnailUrls(videoIds: readonly string[]): Promise<Result<ReadonlyMap<string, string>, DataError>>;
  /** Admins: the videos needing repair with their owner and submissions, newest first. */
  listRepairCases(): Promise<Result<readonly VideoRepairCase[], DataError>>;
  /** Admins: "Re-read metadata": facts read again from the stored file (and a thumbnail when it has none). */
  repairMetadata(videoId: string, facts: VideoFacts, thumbnail?: VideoThumbnail | null): Promise<Result<Video, DataError>>;
}
