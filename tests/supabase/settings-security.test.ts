// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSupabaseTestDb, type Caller, type Query, type SupabaseTestDb } from './support/supabase-test-db';
import { user, anon } from './support/callers';
import { attackCounter } from './support/attacks';

/**
 * Issue 12 on a real Postgres engine: /admin/settings and /admin/pricing write the one-row tables
 * public.app_settings and public.pricing, which everyone reads and only profiles.is_admin changes;
 * their CHECK constraints hold the domain's rules; while sign-ups are closed the auth service
 * creates no account (supabase/migrations/20250601000400_submissions.sql and
 * 20250601001000_settings_and_signups.sql). Every admin operation is attacked by non-admins the
 * way a client through PostgREST could (`set local role`, the caller's JWT claims). Each `as(...)`
 * runs in a rolled-back transaction; the fixtures below are committed once.
 */

let db: SupabaseTestDb;
let athlete: string;
let pro: string;
let admin: string;

const { attacks, attack } = attackCounter();

const as = <T>(caller: Caller, work: (q: Query) => Promise<T>): Promise<T> => db.as(caller, work);

interface SettingsRow {
  maintenance_banner: string | null;
  signups_open: boolean;
  max_upload_bytes: string;
  allowed_video_types: string[];
}
interface PricingRow {
  currency: string;
  platform_fee_percent: number;
  express_surcharge_percent: number;
  express_turnaround_percent: number;
  express_min_turnaround_hours: number;
}

const settingsOf = (q: Query) =>
  q.rows<SettingsRow>(`select maintenance_banner, signups_open, max_upload_bytes::text, allowed_video_types from public.app_settings`).then((rows) => rows[0]!);
const pricingOf = (q: Query) =>
  q.rows<PricingRow>(`select currency, platform_fee_percent, express_surcharge_percent, express_turnaround_percent, express_min_turnaround_hours from public.pricing`).then((rows) => rows[0]!);
const videosBucket = (q: Query) => q.rows<{ file_size_limit: string; allowed_mime_types: string[] }>(`select file_size_limit::text, allowed_mime_types from storage.buckets where id = 'videos'`).then((rows) => rows[0]!);

const DEFAULT_SETTINGS: SettingsRow = {
  maintenance_banner: null,
  signups_open: true,
  max_upload_bytes: '2147483648',
  allowed_video_types: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-m4v'],
};
const DEFAULT_PRICING: PricingRow = { currency: 'USD', platform_fee_percent: 10, express_surcharge_percent: 50, express_turnaround_percent: 50, express_min_turnaround_hours: 12 };

/** Every change an admin may make on /admin/settings and /admin/pricing, as the adapter sends it. */
const ADMIN_WRITES: readonly { name: string; sql: string }[] = [
  { name: 'set the maintenance banner', sql: `update public.app_settings set maintenance_banner = 'Hacked' where id` },
  { name: 'close sign-ups', sql: `update public.app_settings set signups_open = false where id` },
  { name: 'raise the upload limit', sql: `update public.app_settings set max_upload_bytes = 53687091200 where id` },
  { name: 'allow every video type', sql: `update public.app_settings set allowed_video_types = array['video/*'] where id` },
  { name: 'change the platform fee', sql: `update public.pricing set platform_fee_percent = 0 where id` },
  { name: 'change the express surcharge', sql: `update public.pricing set express_surcharge_percent = 0 where id` },
  { name: 'change the express turnaround', sql: `update public.pricing set express_turnaround_percent = 1, express_min_turnaround_hours = 1 where id` },
  { name: 'change the currency', sql: `update public.pricing set currency = 'EUR' where id` },
];

/** The auth service creating an account inside the rolled-back transaction of `as(...)`: its own role, as on POST /signup. */
const signUpInside = async (q: Query, email: string) => {
  await q.rows(`reset role`);
  await q.rows(`set local role supabase_auth_admin`);
  return q.rows<{ id: string }>(`insert into auth.users (email, raw_user_meta_data, email_confirmed_at) values ($1, '{"terms_accepted_at": "2026-03-01T09:00:00.000Z"}'::jsonb, now()) returning id`, [email]);
};

beforeAll(async () => {
  db = await startSupabaseTestDb();
  athlete = await db.signUp('settings-athlete@example.com', { first_name: 'Ann', account_type: 'athlete' });
  pro = await db.signUp('settings-pro@example.com', { first_name: 'Pat', account_type: 'pro' });
  admin = await db.signUp('settings-admin@example.com', { first_name: 'Ada' });
  await db.owner(async (q) => {
    await q.rows(`set local role service_role`);
    await q.rows(`update public.profiles set is_admin = true where id = $1`, [admin]);
  });
}, 180_000);

afterAll(() => {
  console.log(`settings and pricing policy attacks refused: ${attacks.refused} of ${attacks.tried}`);
  void db?.pg.close();
});

describe('Issue 12 settings and pricing: attacks by non-admins that must fail', () => {
  for (const write of ADMIN_WRITES) {
    attack(`Issue 12 R6.3 an athlete and a pro cannot ${write.name}: no row changes`, async () => {
      for (const caller of [athlete, pro]) {
        await as(user(caller), async (q) => {
          expect(await q.affected(write.sql)).toBe(0);
          expect(await settingsOf(q)).toEqual(DEFAULT_SETTINGS);
          expect(await pricingOf(q)).toEqual(DEFAULT_PRICING);
        });
      }
    });

    attack(`Issue 12 a signed-out visitor cannot ${write.name}: permission denied`, async () => {
      await expect(as(anon, (q) => q.affected(write.sql))).rejects.toThrow('permission denied');
    });
  }

  attack('Issue 12 R6.3 user metadata saying is_admin does not make an admin: the update changes nothing', async () => {
    await as(user(athlete), async (q) => {
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: athlete, role: 'authenticated', user_metadata: { is_admin: true } })]);
      expect(await q.affected(`update public.app_settings set signups_open = false where id`)).toBe(0);
      expect(await q.affected(`update public.pricing set platform_fee_percent = 0 where id`)).toBe(0);
    });
  });

  attack('Issue 12 nobody but the service inserts or deletes a settings or pricing row (one row each)', async () => {
    for (const caller of [user(athlete), user(admin), anon]) {
      await expect(as(caller, (q) => q.affected(`insert into public.pricing (id, currency) values (true, 'EUR') on conflict (id) do update set currency = 'EUR'`))).rejects.toThrow('permission denied');
      await expect(as(caller, (q) => q.affected(`delete from public.app_settings`))).rejects.toThrow('permission denied');
      await expect(as(caller, (q) => q.affected(`delete from public.pricing`))).rejects.toThrow('permission denied');
    }
  });

  attack('Issue 12 the bookkeeping columns are not writable, an admin’s included', async () => {
    await expect(as(user(admin), (q) => q.affected(`update public.app_settings set updated_at = now() - interval '1 year' where id`))).rejects.toThrow('permission denied');
    await expect(as(user(admin), (q) => q.affected(`update public.pricing set id = false where id`))).rejects.toThrow('permission denied');
  });

  attack('Issue 12 a non-admin cannot widen the videos bucket directly', async () => {
    for (const caller of [user(athlete), anon]) {
      await expect(
        as(caller, async (q) => {
          const changed = await q.affected(`update storage.buckets set file_size_limit = 53687091200, allowed_mime_types = null where id = 'videos'`);
          if (changed === 0) throw new Error('permission denied (no row visible)');
        }),
      ).rejects.toThrow('permission denied');
    }
  });

  attack('Issue 12 with sign-ups closed the auth service creates no account and no profile, and nobody goes round it', async () => {
    await as(user(admin), async (q) => {
      expect(await q.affected(`update public.app_settings set signups_open = false where id`)).toBe(1);
      await expect(signUpInside(q, 'late@example.com')).rejects.toThrow('Sign-ups are closed');
    });
    await expect(as(user(athlete), (q) => q.affected(`insert into auth.users (email) values ('sneaky@example.com')`))).rejects.toThrow('permission denied');
    const left = await db.owner((q) => q.rows(`select 1 from auth.users where email = 'late@example.com' union all select 1 from public.profiles p join auth.users u on u.id = p.id where u.email = 'late@example.com'`));
    expect(left).toEqual([]);
  });

  attack('Issue 12 an admin’s values outside the rules are refused by the table (the domain’s rules as CHECK constraints)', async () => {
    const wrong = [
      `update public.app_settings set max_upload_bytes = 1024 where id`,
      `update public.app_settings set max_upload_bytes = 53687091201 where id`,
      `update public.app_settings set allowed_video_types = array['video/mp4', 'text/plain'] where id`,
      `update public.app_settings set allowed_video_types = array['Video/MP4'] where id`,
      `update public.app_settings set allowed_video_types = array[]::text[] where id`,
      `update public.app_settings set maintenance_banner = repeat('x', 501) where id`,
      `update public.pricing set currency = 'usd' where id`,
      `update public.pricing set platform_fee_percent = 101 where id`,
      `update public.pricing set express_surcharge_percent = 501 where id`,
      `update public.pricing set express_turnaround_percent = 0 where id`,
      `update public.pricing set express_min_turnaround_hours = 169 where id`,
    ];
    for (const sql of wrong) await expect(as(user(admin), (q) => q.affected(sql)), sql).rejects.toThrow('violates check constraint');
  });
});

describe('Issue 12 settings and pricing: what must work', () => {
  it('Issue 12 everyone reads the settings and the pricing, a signed-out visitor too', async () => {
    for (const caller of [anon, user(athlete)]) {
      await as(caller, async (q) => {
        expect(await settingsOf(q)).toEqual(DEFAULT_SETTINGS);
        expect(await pricingOf(q)).toEqual(DEFAULT_PRICING);
      });
    }
  });

  it('Issue 12 an admin changes every setting and the pricing; the videos bucket follows; a visitor reads the banner', async () => {
    await as(user(admin), async (q) => {
      for (const write of ADMIN_WRITES) expect(await q.affected(write.sql), write.name).toBe(1);
      expect(await settingsOf(q)).toEqual({ maintenance_banner: 'Hacked', signups_open: false, max_upload_bytes: '53687091200', allowed_video_types: ['video/*'] });
      expect(await pricingOf(q)).toEqual({ currency: 'EUR', platform_fee_percent: 0, express_surcharge_percent: 0, express_turnaround_percent: 1, express_min_turnaround_hours: 1 });
      await q.rows(`reset role`);
      // The bucket also takes the clips' JPEG thumbnails (20250601000700_video_thumbnails_and_repair.sql).
      expect(await videosBucket(q)).toEqual({ file_size_limit: '53687091200', allowed_mime_types: ['video/*', 'image/jpeg'] });
      await q.rows(`set local role anon`);
      await q.rows(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
      expect((await settingsOf(q)).maintenance_banner).toBe('Hacked');
    });
  });

  it('Issue 12 with sign-ups open the auth service creates the account and its profile', async () => {
    await as(user(admin), async (q) => {
      const [created] = await signUpInside(q, 'welcome@example.com');
      await q.rows(`reset role`);
      expect(await q.rows(`select first_name from public.profiles where id = $1`, [created!.id])).toHaveLength(1);
    });
  });
});
