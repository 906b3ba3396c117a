import type { AvatarStore } from '../../application/ports/avatar-store.port';
import { AVATARS_BUCKET, notYourAvatar } from '../../domain/accounts/avatar';
import { err, ok, type Result } from '../../domain/result';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import type { StorageError, StorageGateway } from './storage-gateway';

/** A storage refusal as a data error: the bucket's size and type checks, the folder rule. */
function toDataError(error: StorageError): DataError {
  // The hosted service may say "forbidden" only through its status (a 400 carrying statusCode 403).
  if (error.code === 'forbidden' || error.status === 401 || error.status === 403) return notYourAvatar();
  switch (error.code) {
    case 'too-large':
      return dataErrors.invalid('The image is larger than 2 MB. Choose a smaller one.');
    case 'mime-type-not-allowed':
      return dataErrors.invalid('Choose a PNG, JPEG or WebP image.');
    case 'not-found':
      return dataErrors.notFound('That avatar is gone.');
    case 'unavailable':
      return dataErrors.unavailable();
    default:
      return dataErrors.failed(error.message);
  }
}

/**
 * Avatars on any backend's object storage (the StorageGateway every backend implements, acting
 * as the signed-in user, so the backend's object rule decides who writes where). `publicUrl`
 * says how a browser reaches an object: the hosted bucket's public URL, or an object URL of the
 * downloaded bytes on the simulated backends.
 */
export class StorageAvatarStore implements AvatarStore {
  constructor(
    private readonly storage: StorageGateway,
    private readonly publicUrl?: (path: string) => string,
    private readonly objectUrl: (blob: Blob) => string = (blob) => URL.createObjectURL(blob),
  ) {}

  async put(path: string, file: Blob): Promise<Result<void, DataError>> {
    const stored = await this.storage.upload(AVATARS_BUCKET, path, file, { contentType: file.type, upsert: true });
    return stored.ok ? ok(undefined) : err(toDataError(stored.error));
  }

  async remove(path: string): Promise<Result<void, DataError>> {
    const removed = await this.storage.remove(AVATARS_BUCKET, [path]);
    if (!removed.ok) return err(toDataError(removed.error));
    // Storage answers a refused delete with nothing removed, as Supabase does under its policies.
    return removed.value.length > 0 ? ok(undefined) : err(notYourAvatar());
  }

  async url(path: string): Promise<string | null> {
    if (this.publicUrl) return this.publicUrl(path);
    const blob = await this.storage.download(AVATARS_BUCKET, path);
    return blob.ok ? this.objectUrl(blob.value) : null;
  }
}
