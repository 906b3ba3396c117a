import type { Clock } from '../../application/ports/clock.port';
import {
  storageErrors,
  validObjectPath,
  type Bucket,
  type BucketPatch,
  type ListOptions,
  type NewBucket,
  type SignedUrl,
  type StorageEntry,
  type StorageError,
  type StorageGateway,
  type StorageObject,
  type UploadOptions,
  bucketsById,
} from '../storage/storage-gateway';
import { err, ok, type Result } from '../../domain/result';
import type { ClipCoachSupabaseClient } from './supabase-client';

type StorageApi = ClipCoachSupabaseClient['storage'];
type SupabaseBucket = NonNullable<Awaited<ReturnType<StorageApi['getBucket']>>['data']>;
type FileObject = NonNullable<Awaited<ReturnType<ReturnType<StorageApi['from']>['list']>>['data']>[number];

/** What storage-js reports when the service refused: the HTTP status and the service's own message. */
interface StorageFailure {
  readonly message: string;
  readonly status?: number | string;
  readonly statusCode?: string;
}

/** Translates a storage-service refusal into the port's error, keeping the service's status. */
export function toStorageError(failure: StorageFailure): StorageError {
  const status = Number(failure.status ?? failure.statusCode);
  const message = failure.message;
  if (/bucket not found/i.test(message)) return storageErrors.bucketNotFound();
  if (/not empty/i.test(message)) return storageErrors.bucketNotEmpty();
  if (status === 404 || /not found/i.test(message)) return storageErrors.notFound();
  if (status === 409 || /already exists/i.test(message)) return storageErrors.alreadyExists();
  if (status === 413) return { kind: 'storage', code: 'too-large', message, status };
  if (status === 415) return { kind: 'storage', code: 'mime-type-not-allowed', message, status };
  if (status === 401 || status === 403) return { kind: 'storage', code: 'forbidden', message, status };
  if (status === 502 || status === 503 || status === 504) return storageErrors.unavailable(message);
  if (/invalid key/i.test(message)) return { kind: 'storage', code: 'invalid-path', message, status: 400 };
  return Number.isFinite(status) && status > 0 ? { kind: 'storage', code: 'unknown', message, status } : storageErrors.unknown(message);
}

const toBucket = (bucket: SupabaseBucket): Bucket => ({
  id: bucket.id,
  name: bucket.name,
  public: bucket.public,
  file_size_limit: bucket.file_size_limit ?? null,
  allowed_mime_types: bucket.allowed_mime_types ?? null,
  created_at: bucket.created_at,
  updated_at: bucket.updated_at,
});

/** A listed file; `fullName` is its path in the bucket (list answers with the name inside the folder). */
const toStorageObject = (bucketId: string, fullName: string, file: FileObject): StorageObject => {
  const metadata = (file.metadata ?? {}) as { size?: number; mimetype?: string };
  return {
    bucket_id: bucketId,
    name: fullName,
    size: metadata.size ?? 0,
    mime_type: metadata.mimetype ?? 'application/octet-stream',
    created_at: file.created_at ?? file.updated_at ?? '',
    updated_at: file.updated_at ?? file.created_at ?? '',
  };
};

const parentAndLeaf = (path: string): { folder: string; leaf: string } => {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? { folder: '', leaf: path } : { folder: path.slice(0, slash), leaf: path.slice(slash + 1) };
};

/**
 * The storage service (§7 Storage service paths) through supabase-js: /bucket, /object/{bucket}/{path},
 * /object/list/{bucket}, /object/move, /object/copy, /object/sign. Buckets' size and type limits are
 * enforced by the service, which answers 413 and 415.
 */
export class SupabaseStorageGateway implements StorageGateway {
  constructor(
    private readonly client: ClipCoachSupabaseClient,
    private readonly clock: Clock,
  ) {}

  async listBuckets(): Promise<Result<readonly Bucket[], StorageError>> {
    const { data, error } = await this.client.storage.listBuckets();
    if (error) return err(toStorageError(error));
    return ok(bucketsById(data.map(toBucket)));
  }

  async getBucket(id: string): Promise<Result<Bucket, StorageError>> {
    const { data, error } = await this.client.storage.getBucket(id);
    return error ? err(toStorageError(error)) : ok(toBucket(data));
  }

  async createBucket(input: NewBucket): Promise<Result<Bucket, StorageError>> {
    if (!input.id || input.id.includes('/')) return err(storageErrors.invalidPath(input.id));
    const { error } = await this.client.storage.createBucket(input.id, {
      public: input.public ?? false,
      fileSizeLimit: input.file_size_limit ?? null,
      allowedMimeTypes: input.allowed_mime_types ? [...input.allowed_mime_types] : null,
    });
    if (error) return err(toStorageError(error));
    return this.getBucket(input.id);
  }

  async updateBucket(id: string, patch: BucketPatch): Promise<Result<Bucket, StorageError>> {
    const current = await this.getBucket(id);
    if (!current.ok) return current;
    // The service's update takes the whole bucket; unchanged fields are sent as they are.
    const next = { ...current.value, ...patch };
    const { error } = await this.client.storage.updateBucket(id, {
      public: next.public,
      fileSizeLimit: next.file_size_limit,
      allowedMimeTypes: next.allowed_mime_types ? [...next.allowed_mime_types] : null,
    });
    if (error) return err(toStorageError(error));
    return this.getBucket(id);
  }

  async deleteBucket(id: string): Promise<Result<void, StorageError>> {
    const { error } = await this.client.storage.deleteBucket(id);
    return error ? err(toStorageError(error)) : ok(undefined);
  }

  async upload(bucket: string, path: string, file: Blob, options: UploadOptions = {}): Promise<Result<StorageObject, StorageError>> {
    if (!validObjectPath(path)) return err(storageErrors.invalidPath(path));
    const contentType = options.contentType || file.type || 'application/octet-stream';
    // supabase-js sends a Blob as a multipart form whose file part carries the Blob's own type.
    const body = file.type === contentType ? file : file.slice(0, file.size, contentType);
    const { error } = await this.client.storage.from(bucket).upload(path, body, { contentType, upsert: options.upsert === true });
    if (error) return err(toStorageError(error));
    const stored = await this.describe(bucket, path);
    if (stored.ok && stored.value) return ok(stored.value);
    // Stored, but not listable by this caller: report what was sent.
    const now = new Date(this.clock.now()).toISOString();
    return ok({ bucket_id: bucket, name: path, size: file.size, mime_type: contentType, created_at: now, updated_at: now });
  }

  async download(bucket: string, path: string): Promise<Result<Blob, StorageError>> {
    const { data, error } = await this.client.storage.from(bucket).download(path);
    return error ? err(toStorageError(error)) : ok(data);
  }

  async list(bucket: string, options: ListOptions = {}): Promise<Result<readonly StorageEntry[], StorageError>> {
    const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
    const { data, error } = await this.client.storage.from(bucket).list(prefix, {
      limit: options.limit ?? 100,
      offset: options.offset ?? 0,
      sortBy: { column: 'name', order: 'asc' },
      ...(options.search ? { search: options.search } : {}),
    });
    if (error) return err(toStorageError(error));
    return ok(
      data.map((file): StorageEntry =>
        // The service lists a folder as an entry with no id.
        file.id === null
          ? { kind: 'folder', name: file.name }
          : { kind: 'object', name: file.name, object: toStorageObject(bucket, prefix ? `${prefix}/${file.name}` : file.name, file) },
      ),
    );
  }

  async remove(bucket: string, paths: readonly string[]): Promise<Result<readonly StorageObject[], StorageError>> {
    const { data, error } = await this.client.storage.from(bucket).remove([...new Set(paths)]);
    if (error) return err(toStorageError(error));
    return ok(data.map((file) => toStorageObject(bucket, file.name, file)));
  }

  async move(bucket: string, from: string, to: string): Promise<Result<void, StorageError>> {
    if (!validObjectPath(from)) return err(storageErrors.invalidPath(from));
    if (!validObjectPath(to)) return err(storageErrors.invalidPath(to));
    const { error } = await this.client.storage.from(bucket).move(from, to);
    return error ? err(toStorageError(error)) : ok(undefined);
  }

  async copy(bucket: string, from: string, to: string): Promise<Result<StorageObject, StorageError>> {
    if (!validObjectPath(from)) return err(storageErrors.invalidPath(from));
    if (!validObjectPath(to)) return err(storageErrors.invalidPath(to));
    const { error } = await this.client.storage.from(bucket).copy(from, to);
    if (error) return err(toStorageError(error));
    const copied = await this.describe(bucket, to);
    if (!copied.ok) return copied;
    return copied.value ? ok(copied.value) : err(storageErrors.notFound());
  }

  async createSignedUrl(bucket: string, path: string, expiresInSeconds: number): Promise<Result<SignedUrl, StorageError>> {
    if (!(expiresInSeconds > 0)) return err(storageErrors.unknown('expiresIn must be a positive number of seconds'));
    const requestedAt = this.clock.now();
    const { data, error } = await this.client.storage.from(bucket).createSignedUrl(path, expiresInSeconds);
    if (error) return err(toStorageError(error));
    return ok({ signedUrl: data.signedUrl, expiresAt: requestedAt + expiresInSeconds * 1000 });
  }

  /** One object's row, read through the listing of its folder (the spec's storage paths have no /info). */
  private async describe(bucket: string, path: string): Promise<Result<StorageObject | null, StorageError>> {
    const { folder, leaf } = parentAndLeaf(path);
    const { data, error } = await this.client.storage.from(bucket).list(folder, { search: leaf, limit: 1000 });
    if (error) return err(toStorageError(error));
    const file = data.find((entry) => entry.name === leaf && entry.id !== null);
    return ok(file ? toStorageObject(bucket, path, file) : null);
  }
}
