-- From clip to paid submission (issue 10, foundation): videos, the submission lifecycle, payments,
-- webhook deliveries, pricing and app settings, with who may do what.
--
-- The rules are the domain's (src/domain/submissions, src/domain/videos, src/domain/payments);
-- this file enforces the same ones server-side, and tests/supabase/submissions-security.test.ts
-- holds it to them (the transition table below is compared with SUBMISSION_TRANSITIONS row by row).
--
--   * videos, submissions, their timeline and the video objects are read by the athlete, the
--     assigned pro (once the submission is paid) and admins; payments by the payer and admins
--     (the pro sees the price on the submission, not the athlete's payment rows);
--   * clients never write submissions, payments or the timeline directly: a status changes only
--     along the state machine, by the role the machine names, through the security definer
--     functions below (empty search_path); prices come from the pro and the pricing, never from
--     the client; payments are written by the service role (server functions) only;
--   * a webhook event id is applied once (payment_events), a checkout attempt's idempotency key
--     is charged once (payments.idempotency_key), and a submission is paid at most once.
-- Errors follow the marketplace migration: 42501 refused, 23514 / 22023 not possible in this
-- state or invalid input, PT404 not found (or not visible to the caller).

-- =============================================================================================
-- pricing (product.md): one row. Defaults documented in src/domain/submissions/pricing.ts.
create table public.pricing (
  id boolean primary key default true check (id),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  platform_fee_percent integer not null default 10 check (platform_fee_percent between 0 and 100),
  express_surcharge_percent integer not null default 50 check (express_surcharge_percent between 0 and 500),
  express_turnaround_percent integer not null default 50 check (express_turnaround_percent between 1 and 100),
  express_min_turnaround_hours integer not null default 12 check (express_min_turnaround_hours between 1 and 168),
  updated_at timestamptz not null default now()
);

comment on table public.pricing is 'Review tiers (standard, express), platform fee and currency: one row, edited by admins.';
insert into public.pricing default values;

revoke all on table public.pricing from anon, authenticated;
grant select on table public.pricing to anon, authenticated;
grant update (currency, platform_fee_percent, express_surcharge_percent, express_turnaround_percent, express_min_turnaround_hours)
  on table public.pricing to authenticated;
grant all on table public.pricing to service_role;
alter table public.pricing enable row level security;

create policy "pricing: everyone reads it" on public.pricing for select to anon, authenticated using (true);
create policy "pricing: admins edit it" on public.pricing for update to authenticated
  using ((select private.is_admin((select auth.uid())))) with check ((select private.is_admin((select auth.uid()))));

-- =============================================================================================
-- app_settings (product.md): one row. The videos bucket follows max_upload_bytes and allowed_video_types.
create table public.app_settings (
  id boolean primary key default true check (id),
  maintenance_banner text check (maintenance_banner is null or char_length(maintenance_banner) <= 500),
  signups_open boolean not null default true,
  max_upload_bytes bigint not null default 2147483648 check (max_upload_bytes between 1 and 53687091200),
  allowed_video_types text[] not null default array['video/mp4', 'video/quicktime', 'video/webm', 'video/x-m4v']
    check (cardinality(allowed_video_types) between 1 and 20),
  updated_at timestamptz not null default now()
);

comment on table public.app_settings is 'Maintenance banner, sign-ups open, max upload size (default 2 GiB), allowed video types: one row, edited by admins.';
insert into public.app_settings default values;

revoke all on table public.app_settings from anon, authenticated;
grant select on table public.app_settings to anon, authenticated;
grant update (maintenance_banner, signups_open, max_upload_bytes, allowed_video_types) on table public.app_settings to authenticated;
grant all on table public.app_settings to service_role;
alter table public.app_settings enable row level security;

create policy "app_settings: everyone reads them" on public.app_settings for select to anon, authenticated using (true);
create policy "app_settings: admins edit them" on public.app_settings for update to authenticated
  using ((select private.is_admin((select auth.uid())))) with check ((select private.is_admin((select auth.uid()))));

create or replace function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function private.touch_updated_at() from public;
create trigger pricing_touch before update on public.pricing for each row execute function private.touch_updated_at();
create trigger app_settings_touch before update on public.app_settings for each row execute function private.touch_updated_at();

-- The videos bucket enforces what the settings say (the client checks the same before a byte is sent).
create or replace function private.sync_videos_bucket()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update storage.buckets b
     set file_size_limit = new.max_upload_bytes, allowed_mime_types = new.allowed_video_types, updated_at = now()
   where b.id = 'videos';
  return new;
end;
$$;

revoke all on function private.sync_videos_bucket() from public;
create trigger app_settings_sync_videos_bucket
  after insert or update of max_upload_bytes, allowed_video_types on public.app_settings
  for each row execute function private.sync_videos_bucket();

update storage.buckets b
   set file_size_limit = s.max_upload_bytes, allowed_mime_types = s.allowed_video_types
  from public.app_settings s
 where b.id = 'videos';

-- Does `mime_type` match one of `allowed` (exact, or a `video/*` wildcard)? As declaredType/checkVideoFile in the domain.
create or replace function private.mime_type_allowed(mime_type text, allowed text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select exists (
    select 1 from unnest(allowed) as a(t)
     where lower(mime_type) = lower(a.t)
        or (right(a.t, 2) = '/*' and lower(mime_type) like lower(left(a.t, -1)) || '%')
  );
$$;

revoke all on function private.mime_type_allowed(text, text[]) from public;
grant execute on function private.mime_type_allowed(text, text[]) to authenticated, service_role;

-- =============================================================================================
-- videos (product.md): an athlete's clip in the private videos bucket, under `<owner id>/…`.
create table public.videos (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references public.profiles (id) on delete cascade,
  bucket text not null default 'videos' check (bucket = 'videos'),
  path text not null unique check (char_length(path) between 3 and 1024),
  file_name text not null check (char_length(file_name) between 1 and 255),
  mime_type text not null check (char_length(mime_type) between 1 and 255),
  size_bytes bigint not null check (size_bytes > 0),
  duration_s numeric(10, 3) check (duration_s > 0),
  width integer check (width > 0),
  height integer check (height > 0),
  thumbnail_path text check (thumbnail_path is null or char_length(thumbnail_path) between 3 and 1024),
  status text not null default 'uploading' check (status in ('uploading', 'ready', 'failed', 'needs_repair')),
  repair_note text check (repair_note is null or char_length(repair_note) between 10 and 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint videos_in_owner_folder check (split_part(path, '/', 1) = owner_id::text),
  constraint videos_thumbnail_in_owner_folder check (thumbnail_path is null or split_part(thumbnail_path, '/', 1) = owner_id::text),
  constraint videos_ready_has_facts check (status <> 'ready' or (duration_s is not null and width is not null and height is not null)),
  constraint videos_failed_has_note check (status <> 'failed' or repair_note is not null)
);

comment on table public.videos is 'Athletes'' clips (product.md "videos"). A clip that cannot be decoded is kept as needs_repair.';

create index videos_owner_idx on public.videos (owner_id, created_at desc);
-- /admin/video-repair: failed, needs_repair, or finished without duration or thumbnail.
create index videos_repair_idx on public.videos (created_at desc)
  where status in ('failed', 'needs_repair') or (status = 'ready' and (duration_s is null or thumbnail_path is null));

revoke all on table public.videos from anon, authenticated;
grant select on table public.videos to authenticated;
grant insert (id, owner_id, path, file_name, mime_type, size_bytes) on table public.videos to authenticated;
grant update (duration_s, width, height, thumbnail_path, status, repair_note) on table public.videos to authenticated;
grant all on table public.videos to service_role;
alter table public.videos enable row level security;

-- =============================================================================================
-- submissions: the minimal table of the marketplace migration grows into product.md's shape.
alter table public.submissions
  add column tier text not null default 'standard' check (tier in ('standard', 'express')),
  add column platform_fee_cents integer not null default 0 check (platform_fee_cents >= 0),
  add column referral_credit_cents integer not null default 0 check (referral_credit_cents >= 0),
  add column total_cents integer generated always as (greatest(price_cents + platform_fee_cents - referral_credit_cents, 0)) stored,
  add column turnaround_hours integer not null default 48 check (turnaround_hours > 0),
  add column updated_at timestamptz not null default now(),
  add constraint submissions_question_length check (char_length(question) <= 1000),
  add constraint submissions_not_to_oneself check (athlete_id <> pro_id),
  add constraint submissions_video_fk foreign key (video_id) references public.videos (id);

create index submissions_video_idx on public.submissions (video_id) where video_id is not null;

-- The pro sees a submission once it is paid (submitted_at set), never an unpaid draft.
drop policy if exists "submissions: the athlete and the pro read theirs" on public.submissions;
create policy "submissions: the athlete reads theirs, the pro once paid" on public.submissions
  for select to authenticated
  using (athlete_id = (select auth.uid()) or (pro_id = (select auth.uid()) and submitted_at is not null));

-- Readers of a submission (its timeline, its video): as canReadSubmission in the domain.
create or replace function private.can_read_submission(submission_id uuid, uid uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select uid is not null and (
    private.is_admin(uid)
    or exists (
      select 1 from public.submissions s
       where s.id = can_read_submission.submission_id
         and (s.athlete_id = uid or (s.pro_id = uid and s.submitted_at is not null))
    )
  );
$$;

-- The pro of a paid submission carrying this video (or this stored object: the clip or its thumbnail).
create or replace function private.pro_assigned_to_video(video_id uuid, uid uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.submissions s
     where s.video_id = pro_assigned_to_video.video_id and s.pro_id = uid and s.submitted_at is not null
  );
$$;

create or replace function private.pro_may_read_video_object(object_name text, uid uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.videos v join public.submissions s on s.video_id = v.id
     where (v.path = object_name or v.thumbnail_path = object_name) and s.pro_id = uid and s.submitted_at is not null
  );
$$;

-- A clip carried by a submission past its draft is locked: its owner cannot replace or delete it.
create or replace function private.video_object_locked(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.videos v join public.submissions s on s.video_id = v.id
     where (v.path = object_name or v.thumbnail_path = object_name) and s.status not in ('draft', 'cancelled')
  );
$$;

revoke all on function private.can_read_submission(uuid, uuid) from public;
revoke all on function private.pro_assigned_to_video(uuid, uuid) from public;
revoke all on function private.pro_may_read_video_object(text, uuid) from public;
revoke all on function private.video_object_locked(text) from public;
grant execute on function private.can_read_submission(uuid, uuid) to authenticated, service_role;
grant execute on function private.pro_assigned_to_video(uuid, uuid) to authenticated, service_role;
grant execute on function private.pro_may_read_video_object(text, uuid) to authenticated, service_role;
grant execute on function private.video_object_locked(text) to authenticated, service_role;

-- videos: policies ---------------------------------------------------------------------------
create policy "videos: owner reads own" on public.videos
  for select to authenticated using (owner_id = (select auth.uid()));

create policy "videos: admins read every video" on public.videos
  for select to authenticated using ((select private.is_admin((select auth.uid()))));

create policy "videos: the assigned pro reads a paid submission's video" on public.videos
  for select to authenticated using (private.pro_assigned_to_video(id, (select auth.uid())));

create policy "videos: owner records an upload" on public.videos
  for insert to authenticated with check (owner_id = (select auth.uid()));

create policy "videos: owner finishes own upload" on public.videos
  for update to authenticated using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));

create policy "videos: admins repair videos" on public.videos
  for update to authenticated
  using ((select private.is_admin((select auth.uid())))) with check ((select private.is_admin((select auth.uid()))));

-- Guard trigger, as finishVideoUpload / repairVideoMetadata / markVideoFailed in the domain: an
-- upload starts as `uploading` with a type and size the settings accept; its owner finishes it
-- once (ready or needs_repair); afterwards only an admin changes status, facts or the note.
-- Runs as the caller (not security definer), so current_user says who writes.
create or replace function private.guard_video_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  settings public.app_settings;
  caller uuid := (select auth.uid());
  admin boolean;
begin
  if current_user not in ('anon', 'authenticated') then
    new.updated_at := now();
    return new;
  end if;
  if tg_op = 'INSERT' then
    select * into settings from public.app_settings limit 1;
    if new.status <> 'uploading' or new.duration_s is not null or new.width is not null or new.height is not null
       or new.thumbnail_path is not null or new.repair_note is not null then
      raise exception 'an upload starts as uploading, without facts' using errcode = '42501';
    end if;
    if not private.mime_type_allowed(new.mime_type, settings.allowed_video_types) then
      raise exception 'this file type is not an accepted video type' using errcode = '22023';
    end if;
    if new.size_bytes > settings.max_upload_bytes then
      raise exception 'the file is larger than the upload limit' using errcode = '22023';
    end if;
    new.created_at := now();
    new.updated_at := now();
    return new;
  end if;

  if new.id is distinct from old.id or new.owner_id is distinct from old.owner_id or new.bucket is distinct from old.bucket
     or new.path is distinct from old.path or new.file_name is distinct from old.file_name or new.mime_type is distinct from old.mime_type
     or new.size_bytes is distinct from old.size_bytes or new.created_at is distinct from old.created_at then
    raise exception 'what was uploaded cannot change' using errcode = '42501';
  end if;
  admin := private.is_admin(caller);
  if new.repair_note is distinct from old.repair_note and not admin then
    raise exception 'only administrators write a repair note' using errcode = '42501';
  end if;
  if new.status is distinct from old.status then
    if old.owner_id = caller and old.status = 'uploading' and new.status in ('ready', 'needs_repair') then
      null; -- the owner finishes the upload
    elsif admin and old.status <> 'uploading' and new.status in ('ready', 'failed') then
      null; -- an admin re-reads the metadata or marks the video failed
    else
      raise exception 'this video status change is not allowed' using errcode = '42501';
    end if;
  elsif (new.duration_s, new.width, new.height, new.thumbnail_path) is distinct from (old.duration_s, old.width, old.height, old.thumbnail_path)
        and not admin and not (old.owner_id = caller and old.status = 'uploading') then
    raise exception 'video facts are written when the upload finishes, or by an administrator' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function private.guard_video_write() from public;
create trigger videos_guard_write before insert or update on public.videos for each row execute function private.guard_video_write();

-- The objects behind them: the storage migration lets owners read and write their folder and
-- admins read everything; the assigned pro reads the clip of a paid submission, and a clip
-- carried by a submission past its draft cannot be replaced or deleted by its owner.
create policy "storage: the assigned pro reads a paid submission's video" on storage.objects
  for select to authenticated
  using (bucket_id = 'videos' and private.pro_may_read_video_object(name, (select auth.uid())));

create policy "storage: submitted videos are locked (update)" on storage.objects
  as restrictive for update to authenticated
  using (bucket_id <> 'videos' or not private.video_object_locked(name));

create policy "storage: submitted videos are locked (delete)" on storage.objects
  as restrictive for delete to authenticated
  using (bucket_id <> 'videos' or not private.video_object_locked(name));

-- =============================================================================================
-- The lifecycle: SUBMISSION_TRANSITIONS of src/domain/submissions/submission-lifecycle.ts.
create table private.submission_transitions (
  event text primary key,
  from_statuses text[] not null,
  to_status text not null,
  roles text[] not null check (roles <@ array['athlete', 'pro', 'admin', 'system'])
);

insert into private.submission_transitions (event, from_statuses, to_status, roles) values
  ('start_checkout', array['draft'], 'awaiting_payment', array['athlete']),
  ('cancel', array['draft', 'awaiting_payment'], 'cancelled', array['athlete', 'admin']),
  ('payment_succeeded', array['awaiting_payment'], 'submitted', array['system']),
  ('start_review', array['submitted'], 'in_review', array['pro']),
  ('decline', array['submitted', 'in_review'], 'refunded', array['pro']),
  ('deliver', array['in_review'], 'delivered', array['pro']),
  ('refund', array['submitted', 'in_review', 'delivered'], 'refunded', array['admin']),
  ('pro_removed', array['draft', 'awaiting_payment', 'submitted', 'in_review'], 'cancelled', array['admin']);
-- Later issue (the turnaround guarantee): ('turnaround_missed', array['submitted', 'in_review'], 'refunded', array['system']).

revoke all on table private.submission_transitions from public, anon, authenticated;

-- Is from → to an edge of the machine? Security definer: the guard trigger runs as the caller,
-- who cannot read the private table.
create or replace function private.is_submission_step(from_status text, to_status text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.submission_transitions t
     where is_submission_step.from_status = any(t.from_statuses) and t.to_status = is_submission_step.to_status
  );
$$;

revoke all on function private.is_submission_step(text, text) from public;
grant execute on function private.is_submission_step(text, text) to service_role;

-- The timeline (product.md "submission_events"): written by the trigger below only.
create table public.submission_events (
  id bigint generated always as identity primary key,
  submission_id uuid not null references public.submissions (id) on delete cascade,
  from_status text check (from_status in ('draft', 'awaiting_payment', 'submitted', 'in_review', 'delivered', 'cancelled', 'refunded')),
  to_status text not null check (to_status in ('draft', 'awaiting_payment', 'submitted', 'in_review', 'delivered', 'cancelled', 'refunded')),
  -- null when the system acted (the payment provider).
  actor_id uuid references public.profiles (id) on delete set null,
  at timestamptz not null default now(),
  note text check (note is null or char_length(note) <= 2000)
);

create index submission_events_submission_idx on public.submission_events (submission_id, at, id);

revoke all on table public.submission_events from anon, authenticated;
grant select on table public.submission_events to authenticated;
grant all on table public.submission_events to service_role;
alter table public.submission_events enable row level security;

create policy "submission_events: readers of the submission read its timeline" on public.submission_events
  for select to authenticated using (private.can_read_submission(submission_id, (select auth.uid())));

-- Second lock behind the grants (clients cannot write submissions at all): every status change,
-- whoever makes it (functions, the service role, delete_pro), follows an edge of the machine, and
-- what the athlete agreed to pay never changes once the draft is left.
create or replace function private.guard_submission_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    raise exception 'submissions change only through their functions' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' then
    if new.status is distinct from old.status and not private.is_submission_step(old.status, new.status) then
      raise exception 'not a step of the submission lifecycle: % to %', old.status, new.status using errcode = '23514';
    end if;
    if new.id is distinct from old.id or new.athlete_id is distinct from old.athlete_id or new.pro_id is distinct from old.pro_id
       or new.created_at is distinct from old.created_at then
      raise exception 'a submission''s id, athlete, pro and creation date cannot change' using errcode = '42501';
    end if;
    if old.status <> 'draft' and (
         new.price_cents is distinct from old.price_cents or new.platform_fee_cents is distinct from old.platform_fee_cents
         or new.referral_credit_cents is distinct from old.referral_credit_cents or new.currency is distinct from old.currency
         or new.tier is distinct from old.tier or new.turnaround_hours is distinct from old.turnaround_hours
         or new.sport is distinct from old.sport or new.question is distinct from old.question) then
      raise exception 'the price, tier and question are fixed once checkout starts' using errcode = '42501';
    end if;
    new.updated_at := now();
  end if;
  return new;
end;
$$;

revoke all on function private.guard_submission_write() from public;
create trigger submissions_guard_write before insert or update on public.submissions
  for each row execute function private.guard_submission_write();

-- Who did what and when: the caller (null for the service), the note set by the function.
create or replace function private.record_submission_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.submission_events (submission_id, from_status, to_status, actor_id, note)
  values (
    new.id,
    case when tg_op = 'UPDATE' then old.status end,
    new.status,
    (select p.id from public.profiles p where p.id = (select auth.uid())),
    nullif(current_setting('clipcoach.event_note', true), '')
  );
  return null;
end;
$$;

revoke all on function private.record_submission_event() from public;
create trigger submissions_record_creation after insert on public.submissions
  for each row execute function private.record_submission_event();
create trigger submissions_record_transition after update of status on public.submissions
  for each row when (old.status is distinct from new.status) execute function private.record_submission_event();

-- Fires an event as `transition` does in the domain: not signed in 42501, not visible PT404,
-- wrong role 42501, wrong status 23514, bad input 22023. `as_system` is passed only by
-- confirm_payment, which only the service role may call.
create or replace function private.fire_submission_event(submission_id uuid, event text, note text, video_id uuid, as_system boolean)
returns public.submissions
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  rule private.submission_transitions;
  s public.submissions;
  v public.videos;
  held text[] := '{}';
  reason text := nullif(btrim(coalesce(fire_submission_event.note, '')), '');
  changed public.submissions;
begin
  select * into rule from private.submission_transitions t where t.event = fire_submission_event.event;
  if not found then
    raise exception 'unknown submission event %', fire_submission_event.event using errcode = '22023';
  end if;
  if not as_system and caller is null then
    raise exception 'sign in to do that' using errcode = '42501';
  end if;
  select * into s from public.submissions x where x.id = fire_submission_event.submission_id for update;
  if not found or (not as_system and not private.can_read_submission(s.id, caller)) then
    raise exception 'No submission found' using errcode = 'PT404';
  end if;
  if as_system then
    held := array['system'];
  else
    if s.athlete_id = caller then held := array_append(held, 'athlete'); end if;
    if s.pro_id = caller then held := array_append(held, 'pro'); end if;
    if private.is_admin(caller) then held := array_append(held, 'admin'); end if;
  end if;
  if not (rule.roles && held) then
    raise exception 'permission denied: you cannot % this submission', replace(rule.event, '_', ' ') using errcode = '42501';
  end if;
  if not (s.status = any(rule.from_statuses)) then
    raise exception 'a % submission cannot take the event %', s.status, rule.event using errcode = '23514';
  end if;
  if rule.event = 'start_checkout' then
    select * into v from public.videos x where x.id = fire_submission_event.video_id;
    if not found or v.owner_id <> s.athlete_id then
      raise exception 'choose one of your own videos' using errcode = '22023';
    end if;
    if v.status not in ('ready', 'needs_repair') then
      raise exception 'wait for the upload to finish before checkout' using errcode = '22023';
    end if;
  elsif rule.event in ('decline', 'refund') and char_length(coalesce(reason, '')) < 10 then
    raise exception 'give the athlete a reason (at least 10 characters)' using errcode = '22023';
  end if;

  perform set_config('clipcoach.event_note', coalesce(case when rule.event = 'pro_removed' then 'The pro left ClipCoach.' else reason end, ''), true);
  update public.submissions x
     set status = rule.to_status,
         video_id = case when rule.event = 'start_checkout' then v.id else x.video_id end,
         submitted_at = case when rule.event = 'payment_succeeded' then now() else x.submitted_at end,
         delivered_at = case when rule.event = 'deliver' then now() else x.delivered_at end,
         refund_requested = case
           when rule.event in ('decline', 'refund') then true
           when rule.event = 'pro_removed' then x.status in ('submitted', 'in_review')
           else x.refund_requested end
   where x.id = s.id
  returning * into changed;
  perform set_config('clipcoach.event_note', '', true);
  return changed;
end;
$$;

revoke all on function private.fire_submission_event(uuid, text, text, uuid, boolean) from public;

-- =============================================================================================
-- Functions the client calls. Prices come from the pro and the pricing (quote() in the domain).
create or replace function public.create_submission(pro_id uuid, sport text, tier text, question text)
returns public.submissions
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  p public.pros;
  pricing public.pricing;
  asked text := btrim(coalesce(create_submission.question, ''));
  price integer;
  turnaround integer;
  created public.submissions;
begin
  if caller is null then
    raise exception 'sign in to do that' using errcode = '42501';
  end if;
  select * into p from public.pros x
   where x.id = create_submission.pro_id and x.verification_status = 'approved' and x.deleted_at is null;
  if not found then
    raise exception 'This pro is not taking requests' using errcode = 'PT404';
  end if;
  if p.id = caller then
    raise exception 'you cannot request an analysis from yourself' using errcode = '22023';
  end if;
  select * into pricing from public.pricing limit 1;
  if p.currency <> pricing.currency then
    raise exception 'checkout takes % only for now', pricing.currency using errcode = '22023';
  end if;
  if create_submission.sport is null or not (create_submission.sport = any(p.sports)) then
    raise exception 'this pro does not coach that sport' using errcode = '22023';
  end if;
  if create_submission.tier is null or create_submission.tier not in ('standard', 'express') then
    raise exception 'choose standard or express' using errcode = '22023';
  end if;
  if char_length(asked) not between 10 and 1000 then
    raise exception 'your question needs 10 to 1,000 characters' using errcode = '22023';
  end if;
  if create_submission.tier = 'express' then
    price := p.price_cents + (p.price_cents * pricing.express_surcharge_percent + 50) / 100;
    turnaround := greatest(pricing.express_min_turnaround_hours, ceil(p.turnaround_hours * pricing.express_turnaround_percent / 100.0)::integer);
  else
    price := p.price_cents;
    turnaround := p.turnaround_hours;
  end if;
  insert into public.submissions (athlete_id, pro_id, sport, question, tier, status, price_cents, platform_fee_cents, currency, turnaround_hours)
  values (caller, p.id, create_submission.sport, asked, create_submission.tier, 'draft', price,
          (price * pricing.platform_fee_percent + 50) / 100, p.currency, turnaround)
  returning * into created;
  return created;
end;
$$;

create or replace function public.start_checkout(submission_id uuid, video_id uuid)
returns public.submissions language sql security definer set search_path = ''
as $$ select * from private.fire_submission_event(start_checkout.submission_id, 'start_checkout', null, start_checkout.video_id, false); $$;

create or replace function public.cancel_submission(submission_id uuid, note text default null)
returns public.submissions language sql security definer set search_path = ''
as $$ select * from private.fire_submission_event(cancel_submission.submission_id, 'cancel', cancel_submission.note, null, false); $$;

create or replace function public.start_review(submission_id uuid)
returns public.submissions language sql security definer set search_path = ''
as $$ select * from private.fire_submission_event(start_review.submission_id, 'start_review', null, null, false); $$;

create or replace function public.decline_submission(submission_id uuid, reason text)
returns public.submissions language sql security definer set search_path = ''
as $$ select * from private.fire_submission_event(decline_submission.submission_id, 'decline', decline_submission.reason, null, false); $$;

create or replace function public.deliver_submission(submission_id uuid)
returns public.submissions language sql security definer set search_path = ''
as $$ select * from private.fire_submission_event(deliver_submission.submission_id, 'deliver', null, null, false); $$;

create or replace function public.refund_submission(submission_id uuid, reason text)
returns public.submissions language sql security definer set search_path = ''
as $$ select * from private.fire_submission_event(refund_submission.submission_id, 'refund', refund_submission.reason, null, false); $$;

-- =============================================================================================
-- payments: the minimal table grows an idempotency key per checkout attempt.
alter table public.payments
  add column idempotency_key text unique,
  add column attempt integer check (attempt > 0),
  add column updated_at timestamptz not null default now(),
  add constraint payments_key_is_the_attempts check (
    (idempotency_key is null and attempt is null)
    or idempotency_key = 'checkout:' || submission_id::text || ':' || attempt::text
  );

-- A submission is paid at most once, whatever the provider sends.
create unique index payments_one_success_per_submission on public.payments (submission_id) where status = 'succeeded';

-- Clients only read (the grants of the marketplace migration); this lock refuses any client
-- write even if a later grant opened one, and keeps statuses to settlePayment/refundPayment.
create or replace function private.guard_payment_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    raise exception 'payments are written by the server only' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' then
    if new.status is distinct from old.status
       and not (old.status = 'pending' and new.status in ('succeeded', 'failed'))
       and not (old.status = 'succeeded' and new.status = 'refunded') then
      raise exception 'a payment cannot go from % to %', old.status, new.status using errcode = '23514';
    end if;
    if (new.submission_id, new.payer_id, new.amount_cents, new.currency, new.idempotency_key, new.created_at)
       is distinct from (old.submission_id, old.payer_id, old.amount_cents, old.currency, old.idempotency_key, old.created_at) then
      raise exception 'a payment''s amount, payer and key cannot change' using errcode = '42501';
    end if;
    new.updated_at := now();
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;

revoke all on function private.guard_payment_write() from public;
create trigger payments_guard_write before insert or update or delete on public.payments
  for each row execute function private.guard_payment_write();

-- payment_events (product.md): a webhook delivered twice is applied once.
create table public.payment_events (
  provider_event_id text primary key check (char_length(provider_event_id) between 1 and 255),
  provider text not null check (char_length(provider) between 1 and 40),
  received_at timestamptz not null default now()
);

revoke all on table public.payment_events from anon, authenticated;
grant select on table public.payment_events to authenticated;
grant all on table public.payment_events to service_role;
alter table public.payment_events enable row level security;

create policy "payment_events: admins read them" on public.payment_events
  for select to authenticated using ((select private.is_admin((select auth.uid()))));

-- The provider confirmed a charge (Stripe's webhook function or the simulated provider, both with
-- service rights): recorded once per provider event and once per idempotency key, for the exact
-- total, and the submission becomes `submitted`. Returns {"applied": bool}.
create or replace function public.confirm_payment(
  submission_id uuid, idempotency_key text, provider text, provider_ref text, amount_cents integer, currency text, provider_event_id text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.submissions;
  existing public.payments;
  attempt_no integer;
begin
  if confirm_payment.provider_event_id is not null then
    insert into public.payment_events (provider_event_id, provider) values (confirm_payment.provider_event_id, confirm_payment.provider)
      on conflict do nothing;
    if not found then
      return jsonb_build_object('applied', false, 'reason', 'event already applied');
    end if;
  end if;
  select * into s from public.submissions x where x.id = confirm_payment.submission_id for update;
  if not found then
    raise exception 'No submission found' using errcode = 'PT404';
  end if;
  if confirm_payment.idempotency_key is null or confirm_payment.idempotency_key !~ ('^checkout:' || s.id::text || ':[1-9][0-9]{0,8}$') then
    raise exception 'the idempotency key is not one of this submission''s checkout attempts' using errcode = '22023';
  end if;
  attempt_no := split_part(confirm_payment.idempotency_key, ':', 3)::integer;
  select * into existing from public.payments p where p.idempotency_key = confirm_payment.idempotency_key for update;
  if found and existing.status = 'succeeded' then
    return jsonb_build_object('applied', false, 'reason', 'attempt already paid');
  end if;
  if confirm_payment.amount_cents is distinct from s.total_cents or confirm_payment.currency is distinct from s.currency then
    raise exception 'the amount paid is not the submission''s total' using errcode = '22023';
  end if;
  if found then
    update public.payments p set status = 'succeeded', provider_ref = confirm_payment.provider_ref where p.id = existing.id;
  else
    insert into public.payments (submission_id, payer_id, amount_cents, currency, provider, provider_ref, status, idempotency_key, attempt)
    values (s.id, s.athlete_id, confirm_payment.amount_cents, confirm_payment.currency, confirm_payment.provider, confirm_payment.provider_ref,
            'succeeded', confirm_payment.idempotency_key, attempt_no);
  end if;
  perform private.fire_submission_event(s.id, 'payment_succeeded', null, null, true);
  return jsonb_build_object('applied', true);
end;
$$;

-- Supabase grants execute on new functions to every API role: only signed-in callers may try
-- the lifecycle functions, and only the service role confirms a payment.
revoke all on function public.create_submission(uuid, text, text, text) from public, anon;
revoke all on function public.start_checkout(uuid, uuid) from public, anon;
revoke all on function public.cancel_submission(uuid, text) from public, anon;
revoke all on function public.start_review(uuid) from public, anon;
revoke all on function public.decline_submission(uuid, text) from public, anon;
revoke all on function public.deliver_submission(uuid) from public, anon;
revoke all on function public.refund_submission(uuid, text) from public, anon;
revoke all on function public.confirm_payment(uuid, text, text, text, integer, text, text) from public, anon, authenticated;
grant execute on function public.create_submission(uuid, text, text, text) to authenticated, service_role;
grant execute on function public.start_checkout(uuid, uuid) to authenticated, service_role;
grant execute on function public.cancel_submission(uuid, text) to authenticated, service_role;
grant execute on function public.start_review(uuid) to authenticated, service_role;
grant execute on function public.decline_submission(uuid, text) to authenticated, service_role;
grant execute on function public.deliver_submission(uuid) to authenticated, service_role;
grant execute on function public.refund_submission(uuid, text) to authenticated, service_role;
grant execute on function public.confirm_payment(uuid, text, text, text, integer, text, text) to service_role;
