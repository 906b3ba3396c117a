import { readFileSync, readdirSync } from 'node:fs';
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
  /** The auth service creating an account (as it does on POST /signup), firing the sign-up trigger. */
  signUp(email: string, metadata?: Record<string, unknown>): Promise<string>;
  /** Runs `work` as `caller` inside a transaction that is always rolled back, so tests do not leak into each other. */
  as<T>(caller: Caller, work: (q: Query) => Promise<T>): Promise<T>;
  /** Runs `work` as the database owner (the migration runner, the auth and storage services); committed. */
  owner<T>(work: (q: Query) => Promise<T>): Promise<T>;
}

/** PGlite in-process, a shim of Supabase's auth and storage schemas, then every migration in order. */
export async function startSupabaseTestDb(): Promise<SupabaseTestDb> {
  const pg = await PGlite.create();
  await pg.exec(readFileSync(join(HERE, 'supabase-shim.sql'), 'utf8'));
  const migrations = readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  for (const file of migrations) {
    try {
      await pg.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
    }
  }

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
    migrations,
    async signUp(email, metadata = {}) {
      // As the auth service does it: its own role, not a superuser, so the trigger must work with that.
      const [row] = await inTransaction(
        async () => void (await pg.exec('set local role supabase_auth_admin')),
        (q) =>
          q.rows<{ id: string }>(`insert into auth.users (email, raw_user_meta_data, email_confirmed_at) values ($1, $2, now()) returning id`, [
            email,
            JSON.stringify(metadata),
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
  };
}
