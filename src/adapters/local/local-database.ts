import { err, type Result } from '../../domain/result';

/** The IndexedDB database that holds the whole embedded backend. */
export const LOCAL_DATABASE_NAME = 'clipcoach';

export type StoreName =
  | 'meta'
  | 'users'
  | 'refresh_tokens'
  | 'signing_keys'
  | 'profiles'
  | 'buckets'
  | 'objects'
  | 'object_data'
  | 'pros'
  | 'pro_documents'
  | 'notifications'
  | 'notification_reads'
  | 'submissions'
  | 'submission_events'
  | 'payments'
  | 'payment_events'
  | 'settings'
  | 'videos'
  | 'upload_sessions'
  | 'upload_chunk_bytes'
  | 'reviews'
  | 'analyses'
  | 'demo_records'
  | 'success_stories'
  | 'support_requests'
  | 'referral_codes'
  | 'referrals'
  | 'referral_credits';

/**
 * Schema migrations, oldest first: the database version is their count. A later issue adds a
 * table by appending a migration, never by editing a shipped one.
 */
const MIGRATIONS: readonly ((db: IDBDatabase, tx: IDBTransaction) => void)[] = [
  (db) => {
    db.createObjectStore('meta', { keyPath: 'key' });
    const users = db.createObjectStore('users', { keyPath: 'id' });
    users.createIndex('email', 'email', { unique: true });
    users.createIndex('confirmation_token', 'confirmation_token', { unique: false });
    db.createObjectStore('refresh_tokens', { keyPath: 'token' }).createIndex('user_id', 'user_id', { unique: false });
    db.createObjectStore('signing_keys', { keyPath: 'kid' });
    db.createObjectStore('profiles', { keyPath: 'id' });
    db.createObjectStore('buckets', { keyPath: 'id' });
    db.createObjectStore('objects', { keyPath: ['bucket_id', 'name'] }).createIndex('bucket_id', 'bucket_id', { unique: false });
    db.createObjectStore('object_data', { keyPath: ['bucket_id', 'name'] });
  },
  // 2: the pros marketplace (pros, their documents, notifications, the submissions pro deletion touches).
  (db) => {
    db.createObjectStore('pros', { keyPath: 'id' });
    db.createObjectStore('pro_documents', { keyPath: 'id' }).createIndex('pro_id', 'pro_id', { unique: false });
    db.createObjectStore('notifications', { keyPath: 'id' }).createIndex('user_id', 'user_id', { unique: false });
    db.createObjectStore('submissions', { keyPath: 'id' }).createIndex('pro_id', 'pro_id', { unique: false });
  },
  // 3: who read which notification (a broadcast is read by each person for themselves).
  (db) => {
    db.createObjectStore('notification_reads', { keyPath: ['notification_id', 'user_id'] }).createIndex('user_id', 'user_id', { unique: false });
  },
  // 4: from clip to paid submission (supabase/migrations/*_submissions.sql): submissions gain the
  // athlete index, their timeline, payments and provider events, the platform settings, videos and
  // resumable uploads (a session per file, its bytes in chunks read slice by slice).
  (db, tx) => {
    tx.objectStore('submissions').createIndex('athlete_id', 'athlete_id', { unique: false });
    db.createObjectStore('submission_events', { keyPath: 'id' }).createIndex('submission_id', 'submission_id', { unique: false });
    db.createObjectStore('payments', { keyPath: 'id' }).createIndex('submission_id', 'submission_id', { unique: false });
    db.createObjectStore('payment_events', { keyPath: 'provider_event_id' });
    db.createObjectStore('settings', { keyPath: 'key' });
    db.createObjectStore('videos', { keyPath: 'id' }).createIndex('owner_id', 'owner_id', { unique: false });
    db.createObjectStore('upload_sessions', { keyPath: 'fingerprint' });
    db.createObjectStore('upload_chunks', { keyPath: ['upload_id', 'index'] }).createIndex('upload_id', 'upload_id', { unique: false });
  },
  // 5: each clip's thumbnail is stored beside it in the videos bucket (issue 10): the bucket takes JPEGs too.
  (_db, tx) => {
    const buckets = tx.objectStore('buckets');
    const read = buckets.get('videos');
    read.onsuccess = () => {
      const bucket = read.result as { allowed_mime_types: string[] | null } | undefined;
      if (bucket?.allowed_mime_types && !bucket.allowed_mime_types.includes('image/jpeg')) {
        buckets.put({ ...bucket, allowed_mime_types: [...bucket.allowed_mime_types, 'image/jpeg'] });
      }
    };
  },
  // 6, issue 12 (supabase/migrations/20250601001100_reviews_and_turnaround.sql): ratings, one per
  // submission (a unique index, as the table's unique constraint), listed by pro.
  (db) => {
    const reviews = db.createObjectStore('reviews', { keyPath: 'id' });
    reviews.createIndex('submission_id', 'submission_id', { unique: true });
    reviews.createIndex('pro_id', 'pro_id', { unique: false });
  },
  // 7: analyses (issue 11), one per submission, keyed by it (supabase/migrations/*_analyses.sql).
  (db) => {
    db.createObjectStore('analyses', { keyPath: 'submission_id' });
  },
  // 8: a chunk's bytes under an out-of-line key ([upload id, index]) and no index. With an in-line
  // key or an index, Chromium clones every value it stores to read the keys from the clone: a
  // second copy of each 4 MiB chunk in the page's memory, garbage only the collector frees (the
  // bench's upload heap figure). The chunks stored so far move over; the old store goes.
  (db, tx) => {
    const bytes = db.createObjectStore('upload_chunk_bytes');
    tx.objectStore('upload_chunks').openCursor().onsuccess = (event) => {
      const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
      if (!cursor) {
        db.deleteObjectStore('upload_chunks');
        return;
      }
      const row = cursor.value as { upload_id: string; index: number };
      bytes.put(row, [row.upload_id, row.index]);
      cursor.continue();
    };
  },
  // 9, issue 12 (admin users): the demo creator's marks, one per row it made, by batch.
  (db) => {
    db.createObjectStore('demo_records', { keyPath: 'row_id' }).createIndex('batch_id', 'batch_id', { unique: false });
  },
  // 10, issue 12 (content, supabase/migrations/20250601001300_content.sql): success stories, and the
  // support requests "Contact support" keeps (the sender's recent ones are counted per hour).
  (db) => {
    db.createObjectStore('success_stories', { keyPath: 'id' });
    db.createObjectStore('support_requests', { keyPath: 'id' }).createIndex('user_id', 'user_id', { unique: false });
  },
  // 11, issue 12 (supabase/migrations/20250601001500_referrals.sql): a code per account (unique),
  // referrals (one referrer per person: unique on the referred), the credit ledger (an earned row
  // per referral, a spent row per submission: unique, as the table's constraints). The reward
  // amount lives in `settings` under the key 'referrals'.
  (db) => {
    db.createObjectStore('referral_codes', { keyPath: 'user_id' }).createIndex('code', 'code', { unique: true });
    const referrals = db.createObjectStore('referrals', { keyPath: 'id' });
    referrals.createIndex('referred_id', 'referred_id', { unique: true });
    referrals.createIndex('referrer_id', 'referrer_id', { unique: false });
    const credits = db.createObjectStore('referral_credits', { keyPath: 'id' });
    credits.createIndex('user_id', 'user_id', { unique: false });
  },
];

export type LocalStorageFailure = 'unavailable' | 'quota' | 'failed';

export const STORAGE_UNAVAILABLE_MESSAGE =
  "ClipCoach can't store data in this browser: IndexedDB is not available (private browsing, or site data blocked in the browser settings).";
export const STORAGE_QUOTA_MESSAGE =
  "ClipCoach can't store more data in this browser: its storage is full. Free some disk space or delete old videos, then try again.";

/** IndexedDB could not be opened, is full, or failed: `message` is fit to show to the user. */
export class LocalStorageError extends Error {
  constructor(
    readonly reason: LocalStorageFailure,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'LocalStorageError';
  }
}

/** Turns whatever IndexedDB threw into a LocalStorageError with a message a person understands. */
export function toLocalStorageError(error: unknown): LocalStorageError {
  if (error instanceof LocalStorageError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'QuotaExceededError') return new LocalStorageError('quota', STORAGE_QUOTA_MESSAGE, error);
  if (name === 'InvalidStateError' || name === 'SecurityError' || name === 'UnknownError') {
    return new LocalStorageError('unavailable', STORAGE_UNAVAILABLE_MESSAGE, error);
  }
  const detail = error instanceof Error || (error && typeof (error as { message?: unknown }).message === 'string')
    ? (error as { message: string }).message
    : String(error);
  return new LocalStorageError('failed', `ClipCoach couldn't read or write its data in this browser (${detail}).`, error);
}

/** A request as a promise. */
export function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** A stored row as a domain value through its mapper (src/adapters/shared/table-rows.ts); no row is null. */
export function rowOrNull<Row, Value>(toValue: (row: Row) => Value, row: unknown): Value | null {
  return row === undefined || row === null ? null : toValue(row as Row);
}

/** Thin, promise-shaped access to the database; every write is one all-or-nothing transaction. */
export class LocalDatabase {
  #writesStarted = 0;

  constructor(private readonly db: IDBDatabase) {
    // Another tab opened a newer schema: step aside so its upgrade can run.
    db.onversionchange = () => db.close();
  }

  /**
   * Runs `work` in one read-only transaction and answers as soon as its requests have: what they
   * read is final then, and the transaction's complete event would cost one more round trip
   * (issue 13: the admin gate waits on a read).
   */
  read<T>(stores: StoreName | StoreName[], work: (tx: IDBTransaction) => Promise<T>): Promise<T> {
    return this.run(stores, 'readonly', work);
  }

  /**
   * Runs `work` in one read-write transaction. When it returns an error value the transaction
   * is aborted, so an expected failure never leaves half a write behind.
   */
  async write<T, E>(stores: StoreName | StoreName[], work: (tx: IDBTransaction) => Promise<Result<T, E>>): Promise<Result<T, E>> {
    let outcome: Result<T, E> | undefined;
    try {
      return await this.run(stores, 'readwrite', async (tx) => {
        outcome = await work(tx);
        if (!outcome.ok) throw new RolledBack();
        return outcome;
      });
    } catch (error) {
      if (error instanceof RolledBack && outcome && !outcome.ok) return err(outcome.error);
      throw error;
    }
  }

  /**
   * How many read-write transactions this connection has begun. A read begun after a write sees
   * it (IndexedDB orders overlapping transactions by creation): two reads begun with the same count
   * can share one answer.
   */
  get writesStarted(): number {
    return this.#writesStarted;
  }

  close(): void {
    this.db.close();
  }

  private async run<T>(stores: StoreName | StoreName[], mode: IDBTransactionMode, work: (tx: IDBTransaction) => Promise<T>): Promise<T> {
    let tx: IDBTransaction;
    try {
      tx = this.db.transaction(stores, mode);
      if (mode === 'readwrite') this.#writesStarted += 1;
    } catch (error) {
      throw toLocalStorageError(error);
    }
    const settled = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onabort = () => reject(tx.error ?? new RolledBack());
    });
    try {
      const value = await work(tx);
      if (mode === 'readonly') settled.catch(() => undefined);
      else await settled;
      return value;
    } catch (error) {
      settled.catch(() => undefined);
      try {
        tx.abort();
      } catch {
        /* already finished */
      }
      if (error instanceof RolledBack) throw error;
      throw toLocalStorageError(error);
    }
  }
}

class RolledBack extends Error {
  constructor() {
    super('rolled back');
  }
}

/**
 * Opens (and creates or upgrades) the database. Rejects with a LocalStorageError carrying a
 * clear message when the browser offers no usable IndexedDB.
 */
export function openLocalDatabase(factory: IDBFactory | undefined, name = LOCAL_DATABASE_NAME): Promise<LocalDatabase> {
  if (!factory) return Promise.reject(new LocalStorageError('unavailable', STORAGE_UNAVAILABLE_MESSAGE));
  return new Promise((resolve, reject) => {
    let req: IDBOpenDBRequest;
    try {
      req = factory.open(name, MIGRATIONS.length);
    } catch (error) {
      reject(new LocalStorageError('unavailable', STORAGE_UNAVAILABLE_MESSAGE, error));
      return;
    }
    req.onupgradeneeded = (event) => {
      const db = req.result;
      for (let version = event.oldVersion; version < MIGRATIONS.length; version++) MIGRATIONS[version]!(db, req.transaction!);
    };
    req.onsuccess = () => resolve(new LocalDatabase(req.result));
    req.onerror = () => {
      const error = toLocalStorageError(req.error);
      reject(error.reason === 'failed' ? new LocalStorageError('unavailable', STORAGE_UNAVAILABLE_MESSAGE, req.error) : error);
    };
  });
}
