import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..', '..');
const MIGRATIONS_DIR = join(ROOT, 'supabase', 'migrations');

/** Who runs a statement, as PostgREST would set it from the request's JWT. */
export type Caller = { readonly role: 'anon' } | { readonly role: 'authenticated'; readonly sub: string } | { readonly role: 'service_role' };

export interface Query {
  rows<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Rows a statement changed (update/delete/insert). */
  affected(sql: string, params?: unknown[]): Promise<number>;
}

export interface SupabaseTestDb {
  readonly pg: PGlite;
  readonly migrations: readonly string[];
  /**
   * The auth service creating an account (as it does on POST /signup), firing the sign-up trigger.
   * The person accepted the Terms (`terms_accepted_at`), unless `metadata` sets it otherwise (null drops it).
   */
  signUp(email: string, metadata?: Record<string, unknown>): Promise<string>;
  /** Runs `work` as `caller` inside a transaction that is always rolled back, so tests do not leak into each other. */
  as<T>(caller: Caller, work: (q: Query) => Promise<T>): Promise<T>;
  /** Runs `work` as the database owner (the migration runner, the auth and storage services); committed. */
  owner<T>(work: (q: Query) => Promise<T>): Promise<T>;
  /** Runs `work` as the service role (the server functions' key, past row-level security); committed: fixtures. */
  service<T>(work: (q: Query) => Promise<T>): Promise<T>;
}

/** PGlite in-process, a shim of Supabase's auth and storage schemas, then every migration in order. */
async function migratedDatabase(shim: string, migrations: ReadonlyArray<{ file: string; sql: string }>): Promise<PGlite> {
  const pg = await PGlite.create();
  await pg.exec(shim);
  for (const { file, sql } of migrations) {
    try {
      await pg.exec(sql);
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
    }
  }
  return pg;
}

/** PGlite reads and writes snapshots with the global Blob and File; jsdom's lack arrayBuffer(), Node's have it. */
async function withNodeBlobs<T>(work: () => Promise<T>): Promise<T> {
  const globals = globalThis as { Blob: unknown; File: unknown };
  const saved = { Blob: globals.Blob, File: globals.File };
  globals.Blob = NodeBlob;
  globals.File = NodeFile;
  try {
    return await work();
  } finally {
    globals.Blob = saved.Blob;
    globals.File = saved.File;
  }
}

/**
 * The migrated database, started from a snapshot of its data directory when one exists for exactly
 * this shim and these migrations (keyed by their content): a fresh PGlite runs initdb, which takes
 * seconds; loading the snapshot takes under one. The first file of a run builds the snapshot.
 */
export async function startSupabaseTestDb(): Promise<SupabaseTestDb> {
  const shim = readFileSync(join(HERE, 'supabase-shim.sql'), 'utf8');
  const migrations = readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ file, sql: readFileSync(join(MIGRATIONS_DIR, file), 'utf8') }));
  const key = createHash('sha256')
    .update(shim)
    .update(JSON.stringify(migrations))
    .digest('hex')
    .slice(0, 16);
  const snapshot = join(tmpdir(), `clipcoach-supabase-test-db-${key}.tar`);
  const pg = await withNodeBlobs(async () => {
    if (existsSync(snapshot)) return PGlite.create({ loadDataDir: new NodeBlob([readFileSync(snapshot)]) as unknown as Blob });
    const fresh = await migratedDatabase(shim, migrations);
    const dump = await fresh.dumpDataDir('none');
    const partial = `${snapshot}.${process.pid}.${Date.now()}`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, snapshot);
    return fresh;
  });

  const query: Query = {
    rows: async <T>(sql: string, params: unknown[] = []) => (await pg.query<T>(sql, params)).rows,
    affected: async (sql: string, params: unknown[] = []) => (await pg.query(sql, params)).affectedRows ?? 0,
  };

  const inTransaction = async <T>(setup: () => Promise<void>, work: (q: Query) => Promise<T>, end: 'commit' | 'rollback'): Promise<T> => {
    await pg.exec('begin');
    try {
      await setup();
      const result = await work(query);
      await pg.exec(end);
      return result;
    } catch (error) {
      await pg.exec('rollback');
      throw error;
    }
  };

  return {
    pg,
    migrations: migrations.map((m) => m.file),
    async signUp(email, metadata = {}) {
      // As the auth service does it: its own role, not a superuser, so the trigger must work with that.
      const [row] = await inTransaction(
        async () => void (await pg.exec('set local role supabase_auth_admin')),
        (q) =>
          q.rows<{ id: string }>(`insert into auth.users (email, raw_user_meta_data, email_confirmed_at) values ($1, $2, now()) returning id`, [
            email,
            JSON.stringify({ terms_accepted_at: '2026-01-01T00:00:00.000Z', ...metadata }),
          ]),
        'commit',
      );
      return row!.id;
    },
    as(caller, work) {
      return inTransaction(
        async () => {
          await pg.exec(`set local role ${caller.role}`);
          const claims = caller.role === 'authenticated' ? { sub: caller.sub, role: caller.role } : { role: caller.role };
          await pg.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
        },
        work,
        'rollback',
      );
    },
    owner(work) {
      return inTransaction(async () => undefined, work, 'commit');
    },
    service(work) {
      return inTransaction(async () => void (await pg.exec('set local role service_role')), work, 'commit');
    },
  };
}
