import { ok, type Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { SubmissionListQuery, SubmissionRepository, SubmissionView } from '../ports/submission-repository.port';
import type { VideoLibrary } from '../ports/video-repository.port';

/** A row of /submissions: the submission and, when its clip has one, the thumbnail to show. */
export interface SubmissionListItem extends SubmissionView {
  readonly thumbnailUrl: string | null;
}

/**
 * /submissions: the athlete's own, the pro's assigned ones or, for an admin, every one, newest first, each with its clip's
 * thumbnail. The thumbnails of a page come in one call (no call per row); without them (no videos
 * backend, or a failure) the list still shows, without pictures.
 */
export class ListSubmissions {
  constructor(
    private readonly submissions: SubmissionRepository,
    private readonly videos: VideoLibrary | null = null,
  ) {}

  async execute(query: SubmissionListQuery): Promise<Result<readonly SubmissionListItem[], DataError>> {
    const listed = await this.submissions.list(query);
    if (!listed.ok) return listed;
    const videoIds = [...new Set(listed.value.flatMap((view) => (view.submission.videoId ? [view.submission.videoId] : [])))];
    const thumbnails = videoIds.length > 0 && this.videos ? await this.videos.thumbnailUrls(videoIds) : null;
    const urls = thumbnails?.ok ? thumbnails.value : new Map<string, string>();
    return ok(listed.value.map((view) => ({ ...view, thumbnailUrl: (view.submission.videoId && urls.get(view.submission.videoId)) || null })));
  }
}
