-- The pros marketplace (spec §1, product.md): pros and their verification, their credentials,
-- notifications, and the minimum of submissions and payments that deleting a pro touches
-- (later migrations extend those two).
--
-- Who may do what (issue 6):
--   * everyone (anon and signed in) reads approved, not deleted pros, and nothing else of them;
--   * a pro writes only their own row, only while it is a draft or was rejected, and never its
--     verification, rating or deletion columns (column privileges, then a guard trigger);
--   * submitting, approving, rejecting and deleting go through security definer functions that
--     check who calls them; admins are recognised by private.is_admin (profiles.is_admin only);
--   * credentials (rows and storage objects) are readable by their owner and admins only;
--   * notifications are read by their user (broadcasts by everyone signed in), written by admins.

-- =============================================================================================
-- pros
create table public.pros (
  id uuid primary key references public.profiles (id) on delete cascade,
  display_name text not null default '' check (char_length(display_name) <= 80),
  headline text not null default '' check (char_length(headline) <= 120),
  bio text not null default '' check (char_length(bio) <= 2000),
  sports text[] not null default '{}' check (cardinality(sports) <= 16),
  years_experience integer not null default 0 check (years_experience between 0 and 80),
  price_cents integer not null default 0 check (price_cents between 0 and 100000),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  turnaround_hours integer not null default 48 check (turnaround_hours > 0),
  avatar_path text,
  verification_status text not null default 'draft' check (verification_status in ('draft', 'pending', 'approved', 'rejected')),
  rejection_reason text,
  submitted_at timestamptz,
  verified_at timestamptz,
  verified_by uuid references public.profiles (id) on delete set null,
  rating_avg numeric(3, 2) check (rating_avg between 0 and 5),
  reviews_count integer not null default 0 check (reviews_count >= 0),
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pros_rejection_has_reason check (verification_status <> 'rejected' or rejection_reason is not null)
);

comment on table public.pros is 'A professional''s profile and verification (product.md "pros"). id = the pro''s user id.';

-- The listing's filter (the public policy) and its sort orders; the admin queue; sport filters.
create index pros_listed_by_rating_idx on public.pros (rating_avg desc nulls last, reviews_count desc)
  where verification_status = 'approved' and deleted_at is null;
create index pros_listed_by_price_idx on public.pros (price_cents)
  where verification_status = 'approved' and deleted_at is null;
create index pros_status_idx on public.pros (verification_status, submitted_at) where deleted_at is null;
create index pros_sports_idx on public.pros using gin (sports);
create index pros_verified_by_idx on public.pros (verified_by);

revoke all on table public.pros from anon, authenticated;
grant select on table public.pros to anon, authenticated;
-- What a pro writes in their application; nothing about verification, rating or deletion.
grant insert (id, display_name, headline, bio, sports, years_experience, price_cents, currency, turnaround_hours, avatar_path)
  on table public.pros to authenticated;
grant update (display_name, headline, bio, sports, years_experience, price_cents, currency, turnaround_hours, avatar_path)
  on table public.pros to authenticated;
grant all on table public.pros to service_role;

alter table public.pros enable row level security;

create policy "pros: everyone reads listed pros" on public.pros
  for select to anon, authenticated
  using (verification_status = 'approved' and deleted_at is null);

create policy "pros: owner reads own row" on public.pros
  for select to authenticated
  using (id = (select auth.uid()));

create policy "pros: admins read every row" on public.pros
  for select to authenticated
  using ((select private.is_admin((select auth.uid()))));

create policy "pros: owner starts own draft" on public.pros
  for insert to authenticated
  with check (id = (select auth.uid()) and verification_status = 'draft' and deleted_at is null);

-- Locked while pending, once approved, and once deleted: only drafts and rejected applications change.
create policy "pros: owner edits own draft or rejected application" on public.pros
  for update to authenticated
  using (id = (select auth.uid()) and verification_status in ('draft', 'rejected') and deleted_at is null)
  with check (id = (select auth.uid()) and verification_status in ('draft', 'rejected') and deleted_at is null);

-- Guard trigger: the second lock behind the column privileges. API roles change the application
-- fields only; the functions below (running as the owner) change the rest.
create or replace function private.guard_pro_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      if new.verification_status <> 'draft' or new.rejection_reason is not null or new.submitted_at is not null
         or new.verified_at is not null or new.verified_by is not null or new.rating_avg is not null
         or new.reviews_count <> 0 or new.deleted_at is not null then
        raise exception 'a new application starts as a draft' using errcode = '42501';
      end if;
      new.created_at := now();
    else
      if new.verification_status is distinct from old.verification_status
         or new.rejection_reason is distinct from old.rejection_reason
         or new.submitted_at is distinct from old.submitted_at then
        raise exception 'verification status is changed by submitting or by an administrator only' using errcode = '42501';
      end if;
      if new.verified_at is distinct from old.verified_at or new.verified_by is distinct from old.verified_by
         or new.rating_avg is distinct from old.rating_avg or new.reviews_count is distinct from old.reviews_count
         or new.deleted_at is distinct from old.deleted_at then
        raise exception 'verification, rating and deletion columns are not writable' using errcode = '42501';
      end if;
      if new.id is distinct from old.id or new.created_at is distinct from old.created_at then
        raise exception 'a pro id and created_at cannot change' using errcode = '42501';
      end if;
      if old.verification_status not in ('draft', 'rejected') or old.deleted_at is not null then
        raise exception 'the application is locked while under review' using errcode = '42501';
      end if;
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function private.guard_pro_write() from public;

create trigger pros_guard_write
  before insert or update on public.pros
  for each row execute function private.guard_pro_write();

-- A pro's application (and so their credentials) can change while there is none yet, or it is a
-- draft or was rejected. Security definer: storage and document policies call it without
-- depending on the caller's view of pros.
create or replace function private.pro_application_editable(uid uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.verification_status in ('draft', 'rejected') and p.deleted_at is null from public.pros p where p.id = uid),
    true
  );
$$;

revoke all on function private.pro_application_editable(uuid) from public;
grant execute on function private.pro_application_editable(uuid) to authenticated, service_role;

-- =============================================================================================
-- pro_documents: credentials in the private `pro-documents` bucket, under `<pro id>/…`.
-- pro_id references the profile, not the pros row: credentials can be uploaded before the
-- application's first save.
create table public.pro_documents (
  id uuid primary key default gen_random_uuid(),
  pro_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('identity', 'certification', 'other')),
  file_name text not null check (char_length(file_name) between 1 and 255),
  mime_type text not null check (mime_type in ('application/pdf', 'image/jpeg', 'image/png')),
  size_bytes integer not null check (size_bytes between 1 and 10485760),
  storage_path text not null unique,
  uploaded_at timestamptz not null default now(),
  constraint pro_documents_in_owner_folder check (split_part(storage_path, '/', 1) = pro_id::text)
);

create index pro_documents_pro_id_idx on public.pro_documents (pro_id, uploaded_at);

revoke all on table public.pro_documents from anon, authenticated;
grant select, delete on table public.pro_documents to authenticated;
grant insert (id, pro_id, kind, file_name, mime_type, size_bytes, storage_path) on table public.pro_documents to authenticated;
grant all on table public.pro_documents to service_role;

alter table public.pro_documents enable row level security;

create policy "pro_documents: owner reads own" on public.pro_documents
  for select to authenticated
  using (pro_id = (select auth.uid()));

create policy "pro_documents: admins read every document" on public.pro_documents
  for select to authenticated
  using ((select private.is_admin((select auth.uid()))));

create policy "pro_documents: owner adds while the application is editable" on public.pro_documents
  for insert to authenticated
  with check (pro_id = (select auth.uid()) and (select private.pro_application_editable((select auth.uid()))));

create policy "pro_documents: owner removes while the application is editable" on public.pro_documents
  for delete to authenticated
  using (pro_id = (select auth.uid()) and (select private.pro_application_editable((select auth.uid()))));

-- The objects behind them: the storage migration lets owners write their own folder and admins
-- read; these restrictive policies also freeze a pro's credentials while the application is
-- under review or approved (reading is unchanged).
create policy "storage: pro documents frozen under review (insert)" on storage.objects
  as restrictive for insert to authenticated
  with check (bucket_id <> 'pro-documents' or (select private.pro_application_editable((select auth.uid()))));

create policy "storage: pro documents frozen under review (update)" on storage.objects
  as restrictive for update to authenticated
  using (bucket_id <> 'pro-documents' or (select private.pro_application_editable((select auth.uid()))));

create policy "storage: pro documents frozen under review (delete)" on storage.objects
  as restrictive for delete to authenticated
  using (bucket_id <> 'pro-documents' or (select private.pro_application_editable((select auth.uid()))));

-- =============================================================================================
-- notifications (product.md): user_id null = a broadcast to everyone signed in.
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.profiles (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  body text not null default '' check (char_length(body) <= 5000),
  -- In-app paths only, so a notification cannot link away from the product.
  link text check (link is null or (left(link, 1) = '/' and left(link, 2) <> '//')),
  read_at timestamptz,
  created_at timestamptz not null default now()
);

create index notifications_user_idx on public.notifications (user_id, created_at desc);

revoke all on table public.notifications from anon, authenticated;
grant select on table public.notifications to authenticated;
grant insert (user_id, title, body, link) on table public.notifications to authenticated;
grant update (read_at) on table public.notifications to authenticated;
grant all on table public.notifications to service_role;

alter table public.notifications enable row level security;

create policy "notifications: users read theirs and broadcasts" on public.notifications
  for select to authenticated
  using (user_id = (select auth.uid()) or user_id is null);

-- Admins see the history of what was sent (/admin/notifications).
create policy "notifications: admins read every notification" on public.notifications
  for select to authenticated
  using ((select private.is_admin((select auth.uid()))));

create policy "notifications: admins send" on public.notifications
  for insert to authenticated
  with check ((select private.is_admin((select auth.uid()))));

create policy "notifications: users mark theirs read" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- =============================================================================================
-- submissions and payments: the minimum pro deletion needs; clients only read them here.
create table public.submissions (
  id uuid primary key default gen_random_uuid(),
  athlete_id uuid not null references public.profiles (id),
  pro_id uuid not null references public.pros (id),
  video_id uuid,
  sport text not null,
  question text not null default '',
  status text not null default 'draft'
    check (status in ('draft', 'awaiting_payment', 'submitted', 'in_review', 'delivered', 'cancelled', 'refunded')),
  price_cents integer not null check (price_cents >= 0),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  refund_requested boolean not null default false,
  created_at timestamptz not null default now(),
  submitted_at timestamptz,
  delivered_at timestamptz
);

create index submissions_athlete_idx on public.submissions (athlete_id, created_at desc);
create index submissions_pro_status_idx on public.submissions (pro_id, status);

revoke all on table public.submissions from anon, authenticated;
grant select on table public.submissions to authenticated;
grant all on table public.submissions to service_role;

alter table public.submissions enable row level security;

create policy "submissions: the athlete and the pro read theirs" on public.submissions
  for select to authenticated
  using (athlete_id = (select auth.uid()) or pro_id = (select auth.uid()));

create policy "submissions: admins read every submission" on public.submissions
  for select to authenticated
  using ((select private.is_admin((select auth.uid()))));

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null references public.submissions (id),
  payer_id uuid not null references public.profiles (id),
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  provider text not null,
  provider_ref text,
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed', 'refunded')),
  created_at timestamptz not null default now()
);

create index payments_submission_idx on public.payments (submission_id, status);
create index payments_payer_idx on public.payments (payer_id);

revoke all on table public.payments from anon, authenticated;
grant select on table public.payments to authenticated;
grant all on table public.payments to service_role;

alter table public.payments enable row level security;

create policy "payments: the payer reads theirs" on public.payments
  for select to authenticated
  using (payer_id = (select auth.uid()));

create policy "payments: admins read every payment" on public.payments
  for select to authenticated
  using ((select private.is_admin((select auth.uid()))));

-- =============================================================================================
-- Functions the client calls (POST /rest/v1/rpc/…). Security definer, empty search_path; each
-- checks its caller. Parameters are referenced as <function>.<name> so they never shadow columns.
-- Errors: 42501 refused (HTTP 403), 23514 / 22023 not possible in this state (400), and PT404,
-- PostgREST's way of answering 404, for a pro that does not exist or was deleted.

-- "Submit for verification": the caller's own draft or rejected application becomes pending.
create or replace function public.submit_pro_application()
returns public.pros
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  submitted public.pros;
begin
  if caller is null then
    raise exception 'sign in to submit an application' using errcode = '42501';
  end if;
  update public.pros p
     set verification_status = 'pending', submitted_at = now(), rejection_reason = null
   where p.id = caller and p.verification_status in ('draft', 'rejected') and p.deleted_at is null
  returning * into submitted;
  if not found then
    if exists (select 1 from public.pros p where p.id = caller) then
      raise exception 'application already submitted' using errcode = '23514';
    end if;
    raise exception 'No pro application found' using errcode = 'PT404';
  end if;
  return submitted;
end;
$$;

create or replace function public.approve_pro(pro_id uuid)
returns public.pros
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  decided public.pros;
begin
  if not private.is_admin(caller) then
    raise exception 'permission denied: administrators only' using errcode = '42501';
  end if;
  update public.pros p
     set verification_status = 'approved', rejection_reason = null, verified_at = now(), verified_by = caller
   where p.id = approve_pro.pro_id and p.deleted_at is null and p.verification_status = 'pending'
  returning * into decided;
  if not found then
    if exists (select 1 from public.pros p where p.id = approve_pro.pro_id and p.deleted_at is null) then
      raise exception 'only pending applications can be decided' using errcode = '23514';
    end if;
    raise exception 'No pro found' using errcode = 'PT404';
  end if;
  return decided;
end;
$$;

-- The reason's minimum length is the domain's REJECTION_REASON_MIN (src/domain/pros/pro-application.ts).
create or replace function public.reject_pro(pro_id uuid, reason text)
returns public.pros
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  decided public.pros;
begin
  if not private.is_admin(caller) then
    raise exception 'permission denied: administrators only' using errcode = '42501';
  end if;
  if char_length(btrim(coalesce(reject_pro.reason, ''))) < 10 then
    raise exception 'a rejection needs a reason the pro can act on (at least 10 characters)' using errcode = '22023';
  end if;
  update public.pros p
     set verification_status = 'rejected', rejection_reason = btrim(reject_pro.reason), verified_at = now(), verified_by = caller
   where p.id = reject_pro.pro_id and p.deleted_at is null and p.verification_status = 'pending'
  returning * into decided;
  if not found then
    if exists (select 1 from public.pros p where p.id = reject_pro.pro_id and p.deleted_at is null) then
      raise exception 'only pending applications can be decided' using errcode = '23514';
    end if;
    raise exception 'No pro found' using errcode = 'PT404';
  end if;
  return decided;
end;
$$;

-- What deleting a pro affects, shown before the admin confirms.
create or replace function public.pro_deletion_impact(pro_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  impact jsonb;
begin
  if not private.is_admin((select auth.uid())) then
    raise exception 'permission denied: administrators only' using errcode = '42501';
  end if;
  select jsonb_build_object(
           'open_submissions', count(*) filter (where s.status in ('draft', 'awaiting_payment', 'submitted', 'in_review')),
           'payments', coalesce(sum(paid.n), 0),
           'payments_to_refund', count(*) filter (where s.status in ('draft', 'awaiting_payment', 'submitted', 'in_review') and paid.n > 0)
         )
    into impact
    from public.submissions s
    cross join lateral (
      select count(*)::int as n from public.payments pay where pay.submission_id = s.id and pay.status = 'succeeded'
    ) paid
   where s.pro_id = pro_deletion_impact.pro_id;
  return impact;
end;
$$;

-- Soft delete in one transaction: the pro leaves every listing, their open submissions are
-- cancelled and, where paid, marked for refund; delivered work, payments and the row stay.
create or replace function public.delete_pro(pro_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  cancelled integer;
  refunds integer;
begin
  if not private.is_admin((select auth.uid())) then
    raise exception 'permission denied: administrators only' using errcode = '42501';
  end if;
  perform 1 from public.pros p where p.id = delete_pro.pro_id and p.deleted_at is null for update;
  if not found then
    raise exception 'No pro found' using errcode = 'PT404';
  end if;
  with closed as (
    update public.submissions s
       set status = 'cancelled',
           refund_requested = exists (
             select 1 from public.payments pay where pay.submission_id = s.id and pay.status = 'succeeded'
           )
     where s.pro_id = delete_pro.pro_id and s.status in ('draft', 'awaiting_payment', 'submitted', 'in_review')
    returning s.refund_requested
  )
  select count(*), count(*) filter (where closed.refund_requested) into cancelled, refunds from closed;
  update public.pros p set deleted_at = now() where p.id = delete_pro.pro_id;
  return jsonb_build_object('cancelled_submissions', cancelled, 'refunds_requested', refunds);
end;
$$;

-- Supabase grants execute on new functions to every API role; only signed-in callers may try.
revoke all on function public.submit_pro_application() from public, anon;
revoke all on function public.approve_pro(uuid) from public, anon;
revoke all on function public.reject_pro(uuid, text) from public, anon;
revoke all on function public.pro_deletion_impact(uuid) from public, anon;
revoke all on function public.delete_pro(uuid) from public, anon;
grant execute on function public.submit_pro_application() to authenticated, service_role;
grant execute on function public.approve_pro(uuid) to authenticated, service_role;
grant execute on function public.reject_pro(uuid, text) to authenticated, service_role;
grant execute on function public.pro_deletion_impact(uuid) to authenticated, service_role;
grant execute on function public.delete_pro(uuid) to authenticated, service_role;
