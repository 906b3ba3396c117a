import { VIDEO_STATUSES, type Video, type VideoStatus } from '../../domain/videos/video';

/** A row of public.videos (supabase/migrations/20250601000400_submissions.sql), also the embedded `videos` store. */
export type VideoRow = {
  id: string;
  owner_id: string;
  bucket: string;
  path: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  duration_s: number | string | null;
  width: number | null;
  height: number | null;
  thumbnail_path: string | null;
  status: string;
  repair_note: string | null;
  created_at: string;
  updated_at?: string;
};

const toStatus = (status: string): VideoStatus => ((VIDEO_STATUSES as readonly string[]).includes(status) ? (status as VideoStatus) : 'needs_repair');

export function toVideo(row: VideoRow): Video {
  return {
    id: row.id,
    ownerId: row.owner_id,
    bucket: row.bucket,
    path: row.path,
    fileName: row.file_name,
    mimeType: row.mime_type,
    sizeBytes: Number(row.size_bytes),
    // numeric(10, 3) arrives from PostgREST as a number or a string.
    durationS: row.duration_s === null ? null : Number(row.duration_s),
    width: row.width,
    height: row.height,
    thumbnailPath: row.thumbnail_path,
    status: toStatus(row.status),
    repairNote: row.repair_note,
    createdAt: row.created_at,
  };
}

export function videoRow(video: Video, updatedAt: string = video.createdAt): VideoRow {
  return {
    id: video.id,
    owner_id: video.ownerId,
    bucket: video.bucket,
    path: video.path,
    file_name: video.fileName,
    mime_type: video.mimeType,
    size_bytes: video.sizeBytes,
    duration_s: video.durationS,
    width: video.width,
    height: video.height,
    thumbnail_path: video.thumbnailPath,
    status: video.status,
    repair_note: video.repairNote,
    created_at: video.createdAt,
    updated_at: updatedAt,
  };
}

/** The columns an upload's owner writes once facts are known, or an admin on repair. */
export const videoFactsColumns = (video: Video) => ({
  duration_s: video.durationS,
  width: video.width,
  height: video.height,
  thumbnail_path: video.thumbnailPath,
  status: video.status,
  repair_note: video.repairNote,
});

/**
 * Which upload a picked file continues: the same person, name, size and modification time.
 * A reload or a closed tab resumes when the same file is picked again.
 */
export const uploadFingerprint = (ownerId: string, file: { readonly name: string; readonly size: number; readonly lastModified?: number }): string =>
  `${ownerId}:${file.size}:${file.lastModified ?? 0}:${file.name}`;
