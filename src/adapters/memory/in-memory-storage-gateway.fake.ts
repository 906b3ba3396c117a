import type { Clock } from '../../application/ports/clock.port';
import {
  accessRefused,
  folderEntries,
  newBucketRow,
  mimeTypeAllowed,
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
import { mayAccessObject, mayManageBuckets, SERVICE_CALLER, type ObjectAction, type StorageCaller } from '../../domain/storage/object-access';
import { FaultQueue } from './fault-queue';

type Method = 'upload' | 'download' | 'list' | 'remove' | 'move' | 'copy' | 'createSignedUrl' | 'buckets';

interface StoredObject {
  readonly meta: StorageObject;
  readonly blob: Blob;
}

/**
 * The storage service in memory: buckets with their limits, objects as Blobs. Every call asks
 * `caller` who is calling and applies the object access rule of src/domain/storage; without a
 * caller it acts with the service's rights (bucket management, fixtures).
 */
export class InMemoryStorageGateway implements StorageGateway {
  private readonly buckets: Map<string, Bucket>;
  private readonly objects: Map<string, Map<string, StoredObject>>;
  readonly faults: FaultQueue<Method, StorageError>;

  constructor(
    private readonly clock: Clock,
    private readonly caller: () => StorageCaller = () => SERVICE_CALLER,
    shared?: InMemoryStorageGateway,
  ) {
    this.buckets = shared?.buckets ?? new Map();
    this.objects = shared?.objects ?? new Map();
    this.faults = shared?.faults ?? new FaultQueue();
  }

  /** The same buckets and objects, seen by another caller (e.g. the signed-in user). */
  actingFor(caller: () => StorageCaller): InMemoryStorageGateway {
    return new InMemoryStorageGateway(this.clock, caller, this);
  }

  /** A bucket created with the service's rights, at once (fixtures, the product buckets). */
  putBucket(input: NewBucket): Bucket {
    const bucket = newBucketRow(input, this.nowIso());
    this.buckets.set(bucket.id, bucket);
    if (!this.objects.has(bucket.id)) this.objects.set(bucket.id, new Map());
    return bucket;
  }

  async listBuckets(): Promise<Result<readonly Bucket[], StorageError>> {
    return this.guard('buckets', () => ok(bucketsById(this.buckets.values())));
  }

  async getBucket(id: string): Promise<Result<Bucket, StorageError>> {
    return this.guard('buckets', () => {
      const bucket = this.buckets.get(id);
      return bucket ? ok(bucket) : err(storageErrors.bucketNotFound());
    });
  }

  async createBucket(input: NewBucket): Promise<Result<Bucket, StorageError>> {
    return this.guard('buckets', () => {
      if (!mayManageBuckets(this.caller()).ok) return err(storageErrors.forbidden());
      if (!input.id || input.id.includes('/')) return err(storageErrors.invalidPath(input.id));
      if (this.buckets.has(input.id)) return err(storageErrors.alreadyExists());
      return ok(this.putBucket(input));
    });
  }

  async updateBucket(id: string, patch: BucketPatch): Promise<Result<Bucket, StorageError>> {
    return this.guard('buckets', () => {
      if (!mayManageBuckets(this.caller()).ok) return err(storageErrors.forbidden());
      const bucket = this.buckets.get(id);
      if (!bucket) return err(storageErrors.bucketNotFound());
      const updated: Bucket = {
        ...bucket,
        ...(patch.public !== undefined ? { public: patch.public } : {}),
        ...(patch.file_size_limit !== undefined ? { file_size_limit: patch.file_size_limit } : {}),
        ...(patch.allowed_mime_types !== undefined ? { allowed_mime_types: patch.allowed_mime_types ? [...patch.allowed_mime_types] : null } : {}),
        updated_at: this.nowIso(),
      };
      this.buckets.set(id, updated);
      return ok(updated);
    });
  }

  async deleteBucket(id: string): Promise<Result<void, StorageError>> {
    return this.guard('buckets', () => {
      if (!mayManageBuckets(this.caller()).ok) return err(storageErrors.forbidden());
      if (!this.buckets.has(id)) return err(storageErrors.bucketNotFound());
      if ((this.objects.get(id)?.size ?? 0) > 0) return err(storageErrors.bucketNotEmpty());
      this.buckets.delete(id);
      this.objects.delete(id);
      return ok(undefined);
    });
  }

  async upload(bucketId: string, path: string, file: Blob, options: UploadOptions = {}): Promise<Result<StorageObject, StorageError>> {
    return this.guard('upload', () => {
      if (!validObjectPath(path)) return err(storageErrors.invalidPath(path));
      const bucket = this.buckets.get(bucketId);
      if (!bucket) return err(storageErrors.bucketNotFound());
      const mimeType = options.contentType || file.type || 'application/octet-stream';
      if (bucket.file_size_limit !== null && file.size > bucket.file_size_limit) return err(storageErrors.tooLarge());
      if (!mimeTypeAllowed(bucket.allowed_mime_types, mimeType)) return err(storageErrors.mimeTypeNotAllowed(mimeType));
      const objects = this.objects.get(bucketId)!;
      const existing = objects.get(path);
      const refused = this.refusal(existing ? 'update' : 'insert', bucketId, path);
      if (refused) return err(refused);
      if (existing && !options.upsert) return err(storageErrors.alreadyExists());
      const now = this.nowIso();
      const meta: StorageObject = { bucket_id: bucketId, name: path, size: file.size, mime_type: mimeType, created_at: existing?.meta.created_at ?? now, updated_at: now };
      objects.set(path, { meta, blob: file.slice(0, file.size, mimeType) });
      return ok(meta);
    });
  }

  async download(bucketId: string, path: string): Promise<Result<Blob, StorageError>> {
    return this.guard('download', () => {
      const found = this.find(bucketId, path);
      if (!found.ok) return found;
      return this.refusal('select', bucketId, path) ? err(accessRefused('select')) : ok(found.value.blob);
    });
  }

  async list(bucketId: string, options: ListOptions = {}): Promise<Result<readonly StorageEntry[], StorageError>> {
    return this.guard('list', () => {
      const objects = this.objects.get(bucketId);
      if (!objects) return err(storageErrors.bucketNotFound());
      const visible = [...objects.values()].map((stored) => stored.meta).filter((meta) => !this.refusal('select', bucketId, meta.name));
      return ok(folderEntries(visible, options));
    });
  }

  async remove(bucketId: string, paths: readonly string[]): Promise<Result<readonly StorageObject[], StorageError>> {
    return this.guard('remove', () => {
      const objects = this.objects.get(bucketId);
      if (!objects) return err(storageErrors.bucketNotFound());
      const removed: StorageObject[] = [];
      for (const path of new Set(paths)) {
        const stored = objects.get(path);
        // Like the hosted service, an object the caller may not delete is skipped, not an error.
        if (!stored || this.refusal('delete', bucketId, path)) continue;
        objects.delete(path);
        removed.push(stored.meta);
      }
      return ok(removed);
    });
  }

  async move(bucketId: string, from: string, to: string): Promise<Result<void, StorageError>> {
    return this.guard('move', () => {
      const moved = this.relocate(bucketId, from, to, true);
      return moved.ok ? ok(undefined) : moved;
    });
  }

  async copy(bucketId: string, from: string, to: string): Promise<Result<StorageObject, StorageError>> {
    return this.guard('copy', () => this.relocate(bucketId, from, to, false));
  }

  async createSignedUrl(bucketId: string, path: string, expiresInSeconds: number): Promise<Result<SignedUrl, StorageError>> {
    return this.guard('createSignedUrl', () => {
      if (!(expiresInSeconds > 0)) return err(storageErrors.unknown('expiresIn must be a positive number of seconds'));
      const found = this.find(bucketId, path);
      if (!found.ok) return found;
      const refused = this.refusal('select', bucketId, path);
      if (refused) return err(refused);
      const expiresAt = this.clock.now() + expiresInSeconds * 1000;
      return ok({ signedUrl: `memory://storage/${encodeURIComponent(bucketId)}/${path.split('/').map(encodeURIComponent).join('/')}?expires=${expiresAt}`, expiresAt });
    });
  }

  private relocate(bucketId: string, from: string, to: string, removeSource: boolean): Result<StorageObject, StorageError> {
    if (!validObjectPath(from)) return err(storageErrors.invalidPath(from));
    if (!validObjectPath(to)) return err(storageErrors.invalidPath(to));
    const found = this.find(bucketId, from);
    if (!found.ok) return found;
    const refused =
      this.refusal('select', bucketId, from) ?? (removeSource ? this.refusal('delete', bucketId, from) : null) ?? this.refusal('insert', bucketId, to);
    if (refused) return err(refused);
    const objects = this.objects.get(bucketId)!;
    if (from === to || objects.has(to)) return err(storageErrors.alreadyExists());
    const now = this.nowIso();
    const meta: StorageObject = { ...found.value.meta, name: to, created_at: removeSource ? found.value.meta.created_at : now, updated_at: now };
    objects.set(to, { meta, blob: found.value.blob });
    if (removeSource) objects.delete(from);
    return ok(meta);
  }

  private find(bucketId: string, path: string): Result<StoredObject, StorageError> {
    const objects = this.objects.get(bucketId);
    if (!objects) return err(storageErrors.bucketNotFound());
    const stored = objects.get(path);
    return stored ? ok(stored) : err(storageErrors.notFound());
  }

  private refusal(action: ObjectAction, bucketId: string, path: string): StorageError | null {
    return mayAccessObject(this.caller(), action, bucketId, path).ok ? null : accessRefused(action);
  }

  private guard<T>(method: Method, work: () => Result<T, StorageError>): Result<T, StorageError> {
    const fault = this.faults.take(method);
    return fault ? err(fault) : work();
  }

  private nowIso(): string {
    return new Date(this.clock.now()).toISOString();
  }
}
