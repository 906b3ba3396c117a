import { dataErrors, type DataError } from '../../domain/shared/data-error';
import type { Result } from '../../domain/result';
import type { ObjectAction } from '../../domain/storage/object-access';
import { compareKeys } from '../../domain/shared/compare-keys';

/** §3 Storage: a bucket as the storage service describes it. */
export interface Bucket {
  readonly id: string;
  readonly name: string;
  readonly public: boolean;
  /** Largest object accepted, in bytes; null means no limit. */
  readonly file_size_limit: number | null;
  /** Accepted content types, exact (`video/mp4`) or by family (`video/*`); null means any. */
  readonly allowed_mime_types: readonly string[] | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface NewBucket {
  readonly id: string;
  /** Defaults to the id. */
  readonly name?: string;
  readonly public?: boolean;
  readonly file_size_limit?: number | null;
  readonly allowed_mime_types?: readonly string[] | null;
}

/** The bucket row a creation makes, with the defaults of the storage service. */
export function newBucketRow(input: NewBucket, nowIso: string): Bucket {
  return {
    id: input.id,
    name: input.name ?? input.id,
    public: input.public ?? false,
    file_size_limit: input.file_size_limit ?? null,
    allowed_mime_types: input.allowed_mime_types ? [...input.allowed_mime_types] : null,
    created_at: nowIso,
    updated_at: nowIso,
  };
}

/** Buckets as `listBuckets` answers them, on every backend: by id. */
export const bucketsById = (buckets: Iterable<Bucket>): Bucket[] => [...buckets].sort((a, b) => compareKeys(a.id, b.id));

export type BucketPatch = Partial<Pick<Bucket, 'public' | 'file_size_limit' | 'allowed_mime_types'>>;

/** One stored object. `name` is its full path inside the bucket, e.g. `user-1/clip.mp4`. */
export interface StorageObject {
  readonly bucket_id: string;
  readonly name: string;
  readonly size: number;
  readonly mime_type: string;
  readonly created_at: string;
  readonly updated_at: string;
}

/** What `list` returns for one folder level: the objects in it and its sub-folders. */
export type StorageEntry =
  | { readonly kind: 'object'; readonly name: string; readonly object: StorageObject }
  | { readonly kind: 'folder'; readonly name: string };

export interface ListOptions {
  /** Folder to list, without leading or trailing slash; '' (the default) is the bucket's root. */
  readonly prefix?: string;
  /** Only entries whose name contains this text. */
  readonly search?: string;
  /** Defaults to 100. */
  readonly limit?: number;
  readonly offset?: number;
}

export interface UploadOptions {
  /** Defaults to the blob's own type, then `application/octet-stream`. */
  readonly contentType?: string;
  /** Replace an existing object instead of failing with `already-exists`. */
  readonly upsert?: boolean;
}

export interface SignedUrl {
  readonly signedUrl: string;
  /** Milliseconds since the epoch after which the link no longer works. */
  readonly expiresAt: number;
}

export type StorageErrorCode =
  | 'bucket-not-found'
  | 'not-found'
  | 'already-exists'
  | 'too-large'
  | 'mime-type-not-allowed'
  | 'bucket-not-empty'
  | 'invalid-path'
  | 'forbidden'
  | 'unavailable'
  | 'unknown';

/** A storage failure; `message` is fit to show to the person who tried. */
export interface StorageError {
  readonly kind: 'storage';
  readonly code: StorageErrorCode;
  readonly message: string;
  /** The HTTP status the hosted service answers with (404, 409, 413, 415, …). */
  readonly status?: number;
}

/**
 * The storage service (§3, §7 "Storage service paths": /object/{bucket}/{path}, /object/sign,
 * /object/move, /object/copy, /object/list/{bucket}, /bucket). Objects travel as Blobs.
 * An upload that breaks a bucket's limits fails with a clear error and writes nothing.
 */
export interface StorageGateway {
  listBuckets(): Promise<Result<readonly Bucket[], StorageError>>;
  getBucket(id: string): Promise<Result<Bucket, StorageError>>;
  createBucket(input: NewBucket): Promise<Result<Bucket, StorageError>>;
  updateBucket(id: string, patch: BucketPatch): Promise<Result<Bucket, StorageError>>;
  /** Only an empty bucket can be deleted (`bucket-not-empty` otherwise). */
  deleteBucket(id: string): Promise<Result<void, StorageError>>;

  upload(bucket: string, path: string, file: Blob, options?: UploadOptions): Promise<Result<StorageObject, StorageError>>;
  download(bucket: string, path: string): Promise<Result<Blob, StorageError>>;
  list(bucket: string, options?: ListOptions): Promise<Result<readonly StorageEntry[], StorageError>>;
  /** Removes the objects that exist and returns them; missing paths are ignored. */
  remove(bucket: string, paths: readonly string[]): Promise<Result<readonly StorageObject[], StorageError>>;
  move(bucket: string, from: string, to: string): Promise<Result<void, StorageError>>;
  copy(bucket: string, from: string, to: string): Promise<Result<StorageObject, StorageError>>;
  createSignedUrl(bucket: string, path: string, expiresInSeconds: number): Promise<Result<SignedUrl, StorageError>>;
}

/** The storage failures, with the hosted service's wording, so every adapter says the same. */
export const storageErrors = {
  bucketNotFound: (): StorageError => ({ kind: 'storage', code: 'bucket-not-found', message: 'Bucket not found', status: 404 }),
  notFound: (): StorageError => ({ kind: 'storage', code: 'not-found', message: 'Object not found', status: 404 }),
  alreadyExists: (): StorageError => ({ kind: 'storage', code: 'already-exists', message: 'The resource already exists', status: 409 }),
  tooLarge: (): StorageError => ({ kind: 'storage', code: 'too-large', message: 'The object exceeded the maximum allowed size', status: 413 }),
  mimeTypeNotAllowed: (mimeType: string): StorageError => ({
    kind: 'storage',
    code: 'mime-type-not-allowed',
    message: `mime type ${mimeType} is not supported`,
    status: 415,
  }),
  bucketNotEmpty: (): StorageError => ({ kind: 'storage', code: 'bucket-not-empty', message: 'The bucket you tried to delete is not empty', status: 409 }),
  invalidPath: (path: string): StorageError => ({ kind: 'storage', code: 'invalid-path', message: `Invalid key: ${path}`, status: 400 }),
  forbidden: (): StorageError => ({ kind: 'storage', code: 'forbidden', message: 'new row violates row-level security policy', status: 403 }),
  unavailable: (message: string): StorageError => ({ kind: 'storage', code: 'unavailable', message, status: 503 }),
  unknown: (message: string): StorageError => ({ kind: 'storage', code: 'unknown', message }),
};

/**
 * A refusal of the object access rule as the storage service answers it: an object the caller
 * may not read does not exist for them (404); a write they may not make is a 403.
 */
export const accessRefused = (action: ObjectAction): StorageError => (action === 'select' ? storageErrors.notFound() : storageErrors.forbidden());

/** True when `mimeType` is accepted by a bucket's `allowed_mime_types` (null: anything). */
export function mimeTypeAllowed(allowed: readonly string[] | null, mimeType: string): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = mimeType.toLowerCase().split(';')[0]!.trim();
  return allowed.some((pattern) => {
    const p = pattern.toLowerCase().trim();
    return p.endsWith('/*') ? type.startsWith(p.slice(0, -1)) : p === type;
  });
}

/** A valid object path: not empty, no leading slash, no empty or dot segments. */
export function validObjectPath(path: string): boolean {
  if (!path || path.startsWith('/') || path.endsWith('/')) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The default page size of `list`. */
export const DEFAULT_LIST_LIMIT = 100;

/**
 * One folder level of a bucket, as `list` returns it: objects directly under `prefix` and the
 * sub-folders below it, sorted by name, filtered by `search`, then paged. Shared by the
 * simulated adapters so they list exactly alike.
 */
export function folderEntries(objects: readonly StorageObject[], options: ListOptions = {}): StorageEntry[] {
  const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
  const start = prefix ? `${prefix}/` : '';
  const folders = new Set<string>();
  const entries: StorageEntry[] = [];
  for (const object of objects) {
    if (!object.name.startsWith(start)) continue;
    const rest = object.name.slice(start.length);
    const slash = rest.indexOf('/');
    if (slash === -1) entries.push({ kind: 'object', name: rest, object });
    else folders.add(rest.slice(0, slash));
  }
  for (const name of folders) entries.push({ kind: 'folder', name });
  const search = options.search?.toLowerCase() ?? '';
  const offset = Math.max(0, options.offset ?? 0);
  const limit = Math.max(0, options.limit ?? DEFAULT_LIST_LIMIT);
  return entries
    .filter((entry) => entry.name.toLowerCase().includes(search))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(offset, offset + limit);
}

/** A storage failure as the domain's data error, for the ports built on storage. */
export function storageErrorToDataError(error: StorageError): DataError {
  switch (error.code) {
    case 'bucket-not-found':
    case 'not-found':
      return dataErrors.notFound();
    case 'already-exists':
    case 'bucket-not-empty':
      return dataErrors.conflict();
    case 'too-large':
      return dataErrors.invalid('The file is larger than allowed.');
    case 'mime-type-not-allowed':
      return dataErrors.invalid('That type of file is not allowed.');
    case 'invalid-path':
      return dataErrors.invalid('That file name cannot be stored.');
    case 'unavailable':
      return dataErrors.unavailable();
    case 'forbidden':
      return dataErrors.forbidden();
    default:
      return error.status === 403 || error.status === 401 ? dataErrors.forbidden() : dataErrors.failed();
  }
}
