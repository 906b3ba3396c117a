import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, AVATARS_BUCKET } from '../../domain/accounts/avatar';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES, PRO_DOCUMENTS_BUCKET } from '../../domain/pros/pro-document';
import { THUMBNAIL_MIME_TYPE } from '../../domain/videos/video';
import type { NewBucket } from './storage-gateway';

/** The product's buckets and their limits, as supabase/migrations/*_storage.sql creates them. */
export const PRODUCT_BUCKET_DEFINITIONS: readonly NewBucket[] = [
  // The clips, and each clip's JPEG thumbnail beside it (`<owner>/<video id>.thumb.jpg`).
  { id: 'videos', public: false, file_size_limit: 500 * 1024 * 1024, allowed_mime_types: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-m4v', THUMBNAIL_MIME_TYPE] },
  { id: AVATARS_BUCKET, public: true, file_size_limit: AVATAR_MAX_BYTES, allowed_mime_types: [...AVATAR_MIME_TYPES] },
  { id: PRO_DOCUMENTS_BUCKET, public: false, file_size_limit: DOCUMENT_MAX_BYTES, allowed_mime_types: [...DOCUMENT_MIME_TYPES] },
];
