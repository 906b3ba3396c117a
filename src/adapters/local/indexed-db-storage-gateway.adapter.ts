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
import { readBlob } from './bytes';
import { SIMULATED_FAULT_MESSAGE, type LocalFaultInjector } from './fault-injector';
import { request, toLocalStorageError, type LocalDatabase } from './local-database';

interface ObjectData {
  readonly bucket_id: string;
  readonly name: string;
  readonly bytes: ArrayBuffer;
}

/** Makes and withdraws URLs for blobs (`URL.createObjectURL` in the browser). */
export interface ObjectUrls {
  create(blob: Blob): string;
  revoke(url: string): void;
}

export const browserObjectUrls: ObjectUrls = {
  create: (blob) => URL.createObjectURL(blob),
  revoke: (url) => URL.revokeObjectURL(url),
};

/**
 * Storage on IndexedDB: bucket rows, object metadata and object bytes in three stores. An upload
 * is checked against the bucket's size and type limits before anything is written, and its
 * metadata and bytes are written in one transaction, so a failure never leaves half an object.
 * Signed URLs are object URLs withdrawn on the clock when they expire. Every call asks `caller`
 * who is calling and applies the object access rule of src/domain/storage; without a caller it
 * acts with the service's rights (bucket management, fixtures).
 */
export class IndexedDbStorageGateway implements StorageGateway {
  constructor(
    private readonly db: LocalDatabase,
    private readonly clock: Clock,
    private readonly faults: LocalFaultInjector,
    private readonly objectUrls: ObjectUrls = browserObjectUrls,
    private readonly caller: () => Promise<StorageCaller> = async () => SERVICE_CALLER,
  ) {}

  listBuckets(): Promise<Result<readonly Bucket[], StorageError>> {
    return this.call(async () => {
      const buckets = await this.db.read('buckets', (tx) => request(tx.objectStore('buckets').getAll() as IDBRequest<Bucket[]>));
      return ok(bucketsById(buckets));
    });
  }

  getBucket(id: string): Promise<Result<Bucket, StorageError>> {
    return this.call(async () => {
      const bucket = await this.bucket(id);
      return bucket ? ok(bucket) : err(storageErrors.bucketNotFound());
    });
  }

  createBucket(input: NewBucket): Promise<Result<Bucket, StorageError>> {
    return this.call(async () => {
      if (!mayManageBuckets(await this.caller()).ok) return err(storageErrors.forbidden());
      if (!input.id || input.id.includes('/')) return Promise.resolve(err(storageErrors.invalidPath(input.id)));
      const bucket = newBucketRow(input, this.nowIso());
      return this.db.write('buckets', async (tx) => {
        const store = tx.objectStore('buckets');
        if (await request(store.getKey(bucket.id))) return err(storageErrors.alreadyExists());
        store.add(bucket);
        return ok(bucket);
      });
    });
  }

  updateBucket(id: string, patch: BucketPatch): Promise<Result<Bucket, StorageError>> {
    return this.call(async () => {
      if (!mayManageBuckets(await this.caller()).ok) return err(storageErrors.forbidden());
      return this.db.write('buckets', async (tx) => {
        const store = tx.objectStore('buckets');
        const bucket = (await request(store.get(id))) as Bucket | undefined;
        if (!bucket) return err(storageErrors.bucketNotFound());
        const updated: Bucket = {
          ...bucket,
          ...(patch.public !== undefined ? { public: patch.public } : {}),
          ...(patch.file_size_limit !== undefined ? { file_size_limit: patch.file_size_limit } : {}),
          ...(patch.allowed_mime_types !== undefined ? { allowed_mime_types: patch.allowed_mime_types ? [...patch.allowed_mime_types] : null } : {}),
          updated_at: this.nowIso(),
        };
        store.put(updated);
        return ok(updated);
      });
    });
  }

  deleteBucket(id: string): Promise<Result<void, StorageError>> {
    return this.call(async () => {
      if (!mayManageBuckets(await this.caller()).ok) return err(storageErrors.forbidden());
      return this.db.write(['buckets', 'objects'], async (tx) => {
        const buckets = tx.objectStore('buckets');
        if (!(await request(buckets.getKey(id)))) return err(storageErrors.bucketNotFound());
        if ((await request(tx.objectStore('objects').index('bucket_id').count(id))) > 0) return err(storageErrors.bucketNotEmpty());
        buckets.delete(id);
        return ok(undefined);
      });
    });
  }

  upload(bucketId: string, path: string, file: Blob, options: UploadOptions = {}): Promise<Result<StorageObject, StorageError>> {
    return this.call(async () => {
      if (!validObjectPath(path)) return err(storageErrors.invalidPath(path));
      const caller = await this.caller();
      const mimeType = options.contentType || file.type || 'application/octet-stream';
      const bucket = await this.bucket(bucketId);
      if (!bucket) return err(storageErrors.bucketNotFound());
      const refused = this.refusal(bucket, file.size, mimeType);
      if (refused) return err(refused);
      // Read the bytes first: a transaction cannot wait for a file read.
      const bytes = await readBlob(file);
      return this.db.write(['buckets', 'objects', 'object_data'], async (tx) => {
        const current = (await request(tx.objectStore('buckets').get(bucketId))) as Bucket | undefined;
        if (!current) return err(storageErrors.bucketNotFound());
        const refusedNow = this.refusal(current, bytes.byteLength, mimeType);
        if (refusedNow) return err(refusedNow);
        const objects = tx.objectStore('objects');
        const existing = (await request(objects.get([bucketId, path]))) as StorageObject | undefined;
        const denied = refusal(caller, existing ? 'update' : 'insert', bucketId, path);
        if (denied) return err(denied);
        if (existing && !options.upsert) return err(storageErrors.alreadyExists());
        const now = this.nowIso();
        const object: StorageObject = { bucket_id: bucketId, name: path, size: bytes.byteLength, mime_type: mimeType, created_at: existing?.created_at ?? now, updated_at: now };
        objects.put(object);
        tx.objectStore('object_data').put({ bucket_id: bucketId, name: path, bytes } satisfies ObjectData);
        return ok(object);
      });
    });
  }

  download(bucketId: string, path: string): Promise<Result<Blob, StorageError>> {
    return this.call(async () => this.readObject(await this.caller(), bucketId, path));
  }

  list(bucketId: string, options: ListOptions = {}): Promise<Result<readonly StorageEntry[], StorageError>> {
    return this.call(async () => {
      const caller = await this.caller();
      const objects = await this.db.read(['buckets', 'objects'], async (tx) => {
        if (!(await request(tx.objectStore('buckets').getKey(bucketId)))) return null;
        return (await request(tx.objectStore('objects').index('bucket_id').getAll(bucketId))) as StorageObject[];
      });
      if (!objects) return err(storageErrors.bucketNotFound());
      return ok(folderEntries(objects.filter((object) => !refusal(caller, 'select', bucketId, object.name)), options));
    });
  }

  remove(bucketId: string, paths: readonly string[]): Promise<Result<readonly StorageObject[], StorageError>> {
    return this.call(async () => {
      const caller = await this.caller();
      return this.db.write(['buckets', 'objects', 'object_data'], async (tx) => {
        if (!(await request(tx.objectStore('buckets').getKey(bucketId)))) return err(storageErrors.bucketNotFound());
        const objects = tx.objectStore('objects');
        const removed: StorageObject[] = [];
        for (const path of new Set(paths)) {
          const object = (await request(objects.get([bucketId, path]))) as StorageObject | undefined;
          // Like the hosted service, an object the caller may not delete is skipped, not an error.
          if (!object || refusal(caller, 'delete', bucketId, path)) continue;
          objects.delete([bucketId, path]);
          tx.objectStore('object_data').delete([bucketId, path]);
          removed.push(object);
        }
        return ok(removed);
      });
    });
  }

  move(bucketId: string, from: string, to: string): Promise<Result<void, StorageError>> {
    return this.call(async () => {
      const moved = await this.relocate(await this.caller(), bucketId, from, to, true);
      return moved.ok ? ok(undefined) : moved;
    });
  }

  copy(bucketId: string, from: string, to: string): Promise<Result<StorageObject, StorageError>> {
    return this.call(async () => this.relocate(await this.caller(), bucketId, from, to, false));
  }

  createSignedUrl(bucketId: string, path: string, expiresInSeconds: number): Promise<Result<SignedUrl, StorageError>> {
    return this.call(async () => {
      if (!(expiresInSeconds > 0)) return err(storageErrors.unknown('expiresIn must be a positive number of seconds'));
      const blob = await this.readObject(await this.caller(), bucketId, path);
      if (!blob.ok) return blob;
      const signedUrl = this.objectUrls.create(blob.value);
      const lifetimeMs = expiresInSeconds * 1000;
      this.clock.scheduler.schedule(() => this.objectUrls.revoke(signedUrl), lifetimeMs);
      return ok({ signedUrl, expiresAt: this.clock.now() + lifetimeMs });
    });
  }

  private async readObject(caller: StorageCaller, bucketId: string, path: string): Promise<Result<Blob, StorageError>> {
    const found = await this.db.read(['buckets', 'objects', 'object_data'], async (tx) => {
      if (!(await request(tx.objectStore('buckets').getKey(bucketId)))) return 'no-bucket' as const;
      const object = (await request(tx.objectStore('objects').get([bucketId, path]))) as StorageObject | undefined;
      const data = (await request(tx.objectStore('object_data').get([bucketId, path]))) as ObjectData | undefined;
      return object && data ? { object, data } : null;
    });
    if (found === 'no-bucket') return err(storageErrors.bucketNotFound());
    if (!found) return err(storageErrors.notFound());
    const denied = refusal(caller, 'select', bucketId, path);
    if (denied) return err(denied);
    return ok(new Blob([new Uint8Array(found.data.bytes)], { type: found.object.mime_type }));
  }

  private relocate(caller: StorageCaller, bucketId: string, from: string, to: string, removeSource: boolean): Promise<Result<StorageObject, StorageError>> {
    if (!validObjectPath(from)) return Promise.resolve(err(storageErrors.invalidPath(from)));
    if (!validObjectPath(to)) return Promise.resolve(err(storageErrors.invalidPath(to)));
    return this.db.write(['buckets', 'objects', 'object_data'], async (tx) => {
      if (!(await request(tx.objectStore('buckets').getKey(bucketId)))) return err(storageErrors.bucketNotFound());
      const objects = tx.objectStore('objects');
      const data = tx.objectStore('object_data');
      const source = (await request(objects.get([bucketId, from]))) as StorageObject | undefined;
      const bytes = (await request(data.get([bucketId, from]))) as ObjectData | undefined;
      if (!source || !bytes) return err(storageErrors.notFound());
      const denied =
        refusal(caller, 'select', bucketId, from) ?? (removeSource ? refusal(caller, 'delete', bucketId, from) : null) ?? refusal(caller, 'insert', bucketId, to);
      if (denied) return err(denied);
      if (from === to || (await request(objects.getKey([bucketId, to])))) return err(storageErrors.alreadyExists());
      const now = this.nowIso();
      const target: StorageObject = { ...source, name: to, created_at: removeSource ? source.created_at : now, updated_at: now };
      objects.put(target);
      data.put({ ...bytes, name: to });
      if (removeSource) {
        objects.delete([bucketId, from]);
        data.delete([bucketId, from]);
      }
      return ok(target);
    });
  }

  private refusal(bucket: Bucket, size: number, mimeType: string): StorageError | null {
    if (bucket.file_size_limit !== null && size > bucket.file_size_limit) return storageErrors.tooLarge();
    if (!mimeTypeAllowed(bucket.allowed_mime_types, mimeType)) return storageErrors.mimeTypeNotAllowed(mimeType);
    return null;
  }

  private bucket(id: string): Promise<Bucket | undefined> {
    return this.db.read('buckets', (tx) => request(tx.objectStore('buckets').get(id) as IDBRequest<Bucket | undefined>));
  }

  private nowIso(): string {
    return new Date(this.clock.now()).toISOString();
  }

  private async call<T>(work: () => Promise<Result<T, StorageError>>): Promise<Result<T, StorageError>> {
    try {
      if (await this.faults.shouldFail('storage')) return err(storageErrors.unavailable(SIMULATED_FAULT_MESSAGE));
      return await work();
    } catch (error) {
      const failure = toLocalStorageError(error);
      return err(failure.reason === 'failed' ? storageErrors.unknown(failure.message) : storageErrors.unavailable(failure.message));
    }
  }
}

/** The object access rule's answer as the storage service words it; null when allowed. */
function refusal(caller: StorageCaller, action: ObjectAction, bucketId: string, path: string): StorageError | null {
  return mayAccessObject(caller, action, bucketId, path).ok ? null : accessRefused(action);
}
