import type { Transaction } from '@electric-sql/pglite';
import { startSupabaseTestDb, type SupabaseTestDb } from '../../supabase/support/supabase-test-db';

/** Who a statement runs as: an API role with its JWT claims (as PostgREST and the storage service set them), or the database owner. */
export type DbCaller = { readonly role: 'anon' } | { readonly role: 'service_role' } | { readonly role: 'authenticated'; readonly uid: string };

/**
 * The hosted double's database: PGlite with Supabase's shim and every migration in
 * supabase/migrations (tests/supabase/support/supabase-test-db.ts), started once per test file.
 * Statements run one transaction at a time (PGlite has one connection); `reset()` empties what
 * tests write, so each test starts from the migrations' state.
 */
export class HostedDatabase {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly db: SupabaseTestDb,
    private readonly migratedBuckets: string,
  ) {}

  static async start(): Promise<HostedDatabase> {
    const db = await startSupabaseTestDb();
    const { rows } = await db.pg.query<{ buckets: string }>(`select coalesce(json_agg(b), '[]'::json)::text as buckets from storage.buckets b`);
    return new HostedDatabase(db, rows[0]!.buckets);
  }

  /** Runs `work` alone: PGlite's one connection never interleaves two transactions. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** One committed transaction as `caller` (role and `request.jwt.claims`, as PostgREST sets them), or as the owner. */
  as<T>(caller: DbCaller | 'owner', work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.exclusive(() =>
      this.db.pg.transaction(async (tx) => {
        if (caller !== 'owner') {
          await tx.exec(`set local role ${caller.role}`);
          const claims = caller.role === 'authenticated' ? { sub: caller.uid, role: caller.role } : { role: caller.role };
          await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
        }
        return work(tx);
      }),
    );
  }

  /** Rows of one statement run as `caller`. */
  async rows<T = Record<string, unknown>>(caller: DbCaller | 'owner', sql: string, params: unknown[] = []): Promise<T[]> {
    return this.as(caller, async (tx) => (await tx.query<T>(sql, params)).rows);
  }

  /** Back to the migrations' state: no users (so no profiles, marketplace or submission rows), no webhook deliveries, no objects, the migrations' buckets, default pricing and settings. */
  reset(): Promise<void> {
    return this.as('owner', async (tx) => {
      await tx.exec(`truncate auth.users, storage.objects, storage.buckets, public.payment_events cascade`);
      await tx.query(`insert into storage.buckets select * from json_populate_recordset(null::storage.buckets, $1::json)`, [this.migratedBuckets]);
      // The one-row settings back to their defaults (the app_settings trigger sets the videos bucket again).
      await tx.exec(`delete from public.pricing; insert into public.pricing default values`);
      await tx.exec(`delete from public.app_settings; insert into public.app_settings default values`);
      await tx.exec(`delete from public.referral_settings; insert into public.referral_settings default values`);
    });
  }

  close(): Promise<void> {
    return this.db.pg.close();
  }
}
