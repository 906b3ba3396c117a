-- Issue 12 (dashboards by role): the admin's counts on /admin and an admin's /dashboard.
--
-- One security definer function, refused to anyone whose profile is not is_admin (user metadata is
-- never trusted), counting as the domain's `platformCounts` does (src/domain/dashboards/platform-counts.ts):
-- - pending verifications: pros pending and not deleted;
-- - submissions by status: every status, 0 when none;
-- - revenue this month: succeeded payments (in the pricing's currency) whose submission was paid
--   (submitted_at) in the current calendar month in UTC, and the platform fees among them;
-- - videos needing repair: failed, needs_repair, or ready without a duration or a thumbnail.
-- tests/supabase/dashboard-security.test.ts attacks it and holds it to the domain.

create or replace function public.platform_counts()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  month_start timestamptz := date_trunc('month', now() at time zone 'utc') at time zone 'utc';
  month_end timestamptz := (date_trunc('month', now() at time zone 'utc') + interval '1 month') at time zone 'utc';
  platform_currency text := coalesce((select p.currency from public.pricing p limit 1), 'USD');
  counts jsonb;
begin
  if not private.is_admin((select auth.uid())) then
    raise exception 'permission denied: administrators only' using errcode = '42501';
  end if;
  select jsonb_build_object(
           'pending_verifications',
             (select count(*) from public.pros pr where pr.verification_status = 'pending' and pr.deleted_at is null),
           'submissions_by_status',
             (select jsonb_object_agg(st.status, (select count(*) from public.submissions s where s.status = st.status))
                from unnest(array['draft', 'awaiting_payment', 'submitted', 'in_review', 'delivered', 'cancelled', 'refunded']) as st(status)),
           'revenue_this_month_cents',
             (select coalesce(sum(pay.amount_cents), 0)
                from public.payments pay
                join public.submissions s on s.id = pay.submission_id
               where pay.status = 'succeeded' and pay.currency = platform_currency
                 and s.submitted_at >= month_start and s.submitted_at < month_end),
           'platform_fees_this_month_cents',
             (select coalesce(sum(s.platform_fee_cents), 0)
                from public.payments pay
                join public.submissions s on s.id = pay.submission_id
               where pay.status = 'succeeded' and pay.currency = platform_currency
                 and s.submitted_at >= month_start and s.submitted_at < month_end),
           'currency', platform_currency,
           'videos_needing_repair',
             (select count(*) from public.videos v
               where v.status in ('failed', 'needs_repair')
                  or (v.status = 'ready' and (v.duration_s is null or v.thumbnail_path is null)))
         )
    into counts;
  return counts;
end;
$$;

comment on function public.platform_counts() is 'Admins only: pending verifications, submissions by status, revenue this month (UTC), videos needing repair.';

revoke all on function public.platform_counts() from public, anon;
grant execute on function public.platform_counts() to authenticated, service_role;
