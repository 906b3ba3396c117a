-- Issue 12 "Running the platform", what remains:
--
--   * list_submissions('admin'): every submission of the platform for an admin (/submissions,
--     reached from the counts on /admin), as submissionsOf in src/domain/submissions/submission.ts;
--     anyone else asking for it is refused (42501). The table's own policy "submissions: admins
--     read every submission" (20250601000200_marketplace.sql) already lets admins read the rows.
--   * The Terms at sign-up, enforced here: the trigger that makes the profile refuses a new
--     account whose metadata holds no acceptance time (`terms_accepted_at`, a timestamp), as
--     checkTermsAccepted in src/domain/accounts/terms.ts does for the other backends. The auth
--     service then creates nothing; the app refuses before asking, with the domain's sentence.
--   * The demo creator makes success stories too (published, naming a new demo athlete and a new
--     demo pro), marked in demo_records as 'story', and "Wipe demo data" removes them. Demo people
--     are made with an acceptance time (they are accounts like any other now that one is required).
-- Attacked on Postgres: tests/supabase/checkout-functions.test.ts (the admin's list),
-- accounts-security.test.ts (the Terms) and admin-users-security.test.ts (demo stories).

-- =============================================================================================
-- /submissions for an admin.
create or replace function public.list_submissions(as_role text, status text default null)
returns table (submission jsonb, pro_name text, athlete_name text, timeline jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'sign in to do that' using errcode = '42501';
  end if;
  if list_submissions.as_role is null or list_submissions.as_role not in ('athlete', 'pro', 'admin') then
    raise exception 'list as athlete, as pro or as admin' using errcode = '22023';
  end if;
  if list_submissions.as_role = 'admin' and not private.is_admin(caller) then
    raise exception 'Only administrators can do that' using errcode = '42501';
  end if;
  if list_submissions.status is not null
     and list_submissions.status not in ('draft', 'awaiting_payment', 'submitted', 'in_review', 'delivered', 'cancelled', 'refunded') then
    raise exception 'unknown submission status %', list_submissions.status using errcode = '22023';
  end if;
  return query
    select to_jsonb(s), private.pro_name_of(s.pro_id), private.person_name_of(s.athlete_id), private.timeline_of(s.id)
      from public.submissions s
     where (case when list_submissions.as_role = 'admin' then true
                 when list_submissions.as_role = 'athlete' then s.athlete_id = caller
                 else s.pro_id = caller and s.submitted_at is not null end)
       and (list_submissions.status is null or s.status = list_submissions.status)
     order by s.created_at desc, s.id desc;
end;
$$;

-- =============================================================================================
-- No account without the Terms: the profile's trigger refuses, so neither the user nor the profile is made.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  accepted boolean := false;
begin
  begin
    -- A time as the app sends it (ISO 8601, as Date.toISOString writes it); not 'now' or 'yesterday'.
    accepted := jsonb_typeof(meta -> 'terms_accepted_at') = 'string'
                and (meta ->> 'terms_accepted_at') ~ '^\d{4}-\d{2}-\d{2}'
                and (meta ->> 'terms_accepted_at')::timestamptz is not null;
  exception when others then
    accepted := false;
  end;
  if not accepted then
    raise exception 'Accept the Terms and the Privacy policy to create an account' using errcode = '23514', hint = 'terms_not_accepted';
  end if;
  insert into public.profiles (id, first_name, last_name, account_type, created_at, updated_at, onboarding_completed, terms_accepted, is_admin)
  values (
    new.id,
    coalesce(meta ->> 'first_name', ''),
    coalesce(meta ->> 'last_name', ''),
    case when meta ->> 'account_type' in ('athlete', 'pro') then meta ->> 'account_type' else 'athlete' end,
    now(),
    now(),
    false,
    true,
    false -- never meta ->> 'is_admin': user metadata is writable by its user
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

revoke all on function private.handle_new_user() from public;

-- =============================================================================================
-- Demo success stories.
alter table public.demo_records drop constraint if exists demo_records_kind_check;
alter table public.demo_records add constraint demo_records_kind_check check (kind in ('pro', 'applicant', 'athlete', 'submission', 'story'));

-- As before, with the acceptance time the sign-up trigger now requires.
create or replace function public.create_demo_people(p_batch uuid, p_people jsonb)
returns setof public.demo_records
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  person jsonb;
  person_id uuid;
  kind text;
begin
  if not private.is_admin(caller) then
    raise exception 'Only administrators can do that' using errcode = '42501';
  end if;
  if jsonb_typeof(p_people) <> 'array' or jsonb_array_length(p_people) not between 1 and 12 then
    raise exception 'Create between 1 and 10 at a time' using errcode = '22023';
  end if;
  for person in select * from jsonb_array_elements(p_people) loop
    kind := person ->> 'kind';
    person_id := (person ->> 'id')::uuid;
    if kind not in ('pro', 'applicant', 'athlete') then
      raise exception 'not a kind of demo person: %', kind using errcode = '22023';
    end if;
    if right(person ->> 'email', char_length('@demo.clipcoach.invalid')) <> '@demo.clipcoach.invalid' then
      raise exception 'demo e-mails are on the demo domain' using errcode = '22023';
    end if;
    insert into auth.users (id, email, raw_user_meta_data, email_confirmed_at)
    values (person_id, person ->> 'email',
            jsonb_build_object('first_name', person ->> 'first_name', 'last_name', person ->> 'last_name',
                               'account_type', case when kind = 'athlete' then 'athlete' else 'pro' end,
                               'terms_accepted_at', to_jsonb(now())),
            null);
    update public.profiles p set onboarding_completed = true, terms_accepted = true where p.id = person_id;
    if kind <> 'athlete' then
      insert into public.pros (id, display_name, headline, bio, sports, years_experience, price_cents, currency, turnaround_hours,
                               verification_status, submitted_at, verified_at, verified_by)
      select person_id, r.display_name, r.headline, r.bio, r.sports, r.years_experience, r.price_cents, r.currency, r.turnaround_hours,
             case when kind = 'pro' then 'approved' else 'pending' end, now(),
             case when kind = 'pro' then now() end, case when kind = 'pro' then caller end
        from jsonb_populate_record(null::public.pros, person -> 'pro') r;
    end if;
    insert into public.demo_records (row_id, kind, batch_id, label, created_by)
    values (person_id, kind, p_batch, left(person ->> 'label', 200), caller);
  end loop;
  return query select * from public.demo_records d where d.batch_id = p_batch order by d.created_at, d.label;
end;
$$;

-- p_rows: [{ story: <success_stories row as json>, label }]: published at once, naming a demo athlete
-- and a demo pro of the creator only (a real person is never put in a demo story).
create or replace function public.create_demo_stories(p_batch uuid, p_rows jsonb)
returns setof public.demo_records
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  item jsonb;
  story public.success_stories;
begin
  if not private.is_admin(caller) then
    raise exception 'Only administrators can do that' using errcode = '42501';
  end if;
  if jsonb_typeof(p_rows) <> 'array' or jsonb_array_length(p_rows) not between 1 and 10 then
    raise exception 'Create between 1 and 10 at a time' using errcode = '22023';
  end if;
  for item in select * from jsonb_array_elements(p_rows) loop
    story := jsonb_populate_record(null::public.success_stories, item -> 'story');
    if story.pro_id is null or not exists (select 1 from public.demo_records d where d.row_id = story.pro_id and d.kind in ('pro', 'applicant')) then
      raise exception 'demo stories name a demo pro only' using errcode = '42501';
    end if;
    insert into public.success_stories (id, athlete_name, pro_id, pro_name, sport, before_text, after_text, quote)
    values (story.id, story.athlete_name, story.pro_id, story.pro_name, story.sport, story.before_text, story.after_text, story.quote);
    -- A new row starts unpublished (success_story_dates); publishing is the update.
    update public.success_stories s set published = true where s.id = story.id;
    insert into public.demo_records (row_id, kind, batch_id, label, created_by)
    values (story.id, 'story', p_batch, left(item ->> 'label', 200), caller);
  end loop;
  return query select * from public.demo_records d where d.batch_id = p_batch and d.kind = 'story' order by d.created_at, d.label;
end;
$$;

-- As before, and the demo stories go too (only the marked ones: a story an admin wrote stays).
create or replace function public.wipe_demo_data()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  wiped integer;
  people uuid[];
  doomed uuid[];
begin
  if not private.is_admin((select auth.uid())) then
    raise exception 'Only administrators can do that' using errcode = '42501';
  end if;
  people := array(select d.row_id from public.demo_records d where d.kind in ('pro', 'applicant', 'athlete'));
  doomed := array(
    select s.id from public.submissions s
     where s.id in (select d.row_id from public.demo_records d where d.kind = 'submission')
        or s.athlete_id = any (people) or s.pro_id = any (people));
  delete from public.success_stories st where st.id in (select d.row_id from public.demo_records d where d.kind = 'story');
  delete from public.payments p where p.submission_id = any (doomed);
  delete from public.submissions s where s.id = any (doomed);
  delete from auth.users u where u.id = any (people);
  delete from public.demo_records d where d.row_id is not null;
  get diagnostics wiped = row_count;
  return wiped;
end;
$$;

revoke all on function public.create_demo_stories(uuid, jsonb) from public, anon;
grant execute on function public.create_demo_stories(uuid, jsonb) to authenticated, service_role;
