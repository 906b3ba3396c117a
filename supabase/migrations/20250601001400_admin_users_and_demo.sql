-- Issue 12 point 6: /admin/users and /admin/demo-creator. The rules are the domain's
-- (src/domain/people/admin-rights.ts changeAdminRights, src/domain/people/person-record.ts,
-- src/domain/pros/pro-verification.ts decideVerification, src/domain/demo/demo-data.ts); earlier
-- migrations are not edited, approve_pro is replaced. Every function is security definer with an
-- empty search_path and checks profiles.is_admin itself (never user metadata).
-- Errors: 42501 refused (HTTP 403), 23514 not possible in this state (400), PT404 not found.
-- Refusals a person must read carry a hint the adapters turn into the domain's sentence:
-- 'last_admin' and 'own_application'.

-- =============================================================================================
-- A person's profile and sign-in e-mail (auth.users, hence definer); admins only. Their
-- submissions and payments are read through the tables (the admins' select policies).
create or replace function public.admin_person(p_user_id uuid)
returns table (id uuid, first_name text, last_name text, account_type text, created_at timestamptz, updated_at timestamptz,
               onboarding_completed boolean, terms_accepted boolean, is_admin boolean, email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin((select auth.uid())) then
    raise exception 'Only administrators can do that' using errcode = '42501';
  end if;
  return query
    select p.id, p.first_name, p.last_name, p.account_type, p.created_at, p.updated_at, p.onboarding_completed, p.terms_accepted, p.is_admin,
           coalesce(u.email::text, '')
      from public.profiles p
      left join auth.users u on u.id = p.id
     where p.id = admin_person.p_user_id;
  if not found then
    raise exception 'No person found' using errcode = 'PT404';
  end if;
end;
$$;

revoke all on function public.admin_person(uuid) from public, anon;
grant execute on function public.admin_person(uuid) to authenticated, service_role;

-- =============================================================================================
-- "Grant admin" / "Revoke admin". One transaction-scoped advisory lock serialises every change
-- of admin rights, so the caller's own rights and the number of admins are read after any change
-- running beside it: two admins revoking each other at once leave one admin, never none.
create or replace function private.change_admin_rights(p_user_id uuid, p_grant boolean)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.profiles;
begin
  perform pg_advisory_xact_lock(hashtext('clipcoach:admin-rights'));
  if not private.is_admin((select auth.uid())) then
    raise exception 'Only administrators can do that' using errcode = '42501';
  end if;
  select * into target from public.profiles p where p.id = p_user_id for update;
  if not found then
    raise exception 'No person found' using errcode = 'PT404';
  end if;
  if p_grant and target.is_admin then
    raise exception 'This person is already an administrator' using errcode = '23514';
  end if;
  if not p_grant and not target.is_admin then
    raise exception 'This person is not an administrator' using errcode = '23514';
  end if;
  if not p_grant and (select count(*) from public.profiles p where p.is_admin) <= 1 then
    raise exception 'The last administrator cannot be revoked' using errcode = '23514', hint = 'last_admin';
  end if;
  update public.profiles p set is_admin = p_grant, updated_at = now() where p.id = p_user_id returning * into target;
  return target;
end;
$$;

revoke all on function private.change_admin_rights(uuid, boolean) from public;

create or replace function public.grant_admin(p_user_id uuid)
returns public.profiles
language sql
security definer
set search_path = ''
as $$ select * from private.change_admin_rights(grant_admin.p_user_id, true); $$;

create or replace function public.revoke_admin(p_user_id uuid)
returns public.profiles
language sql
security definer
set search_path = ''
as $$ select * from private.change_admin_rights(revoke_admin.p_user_id, false); $$;

revoke all on function public.grant_admin(uuid) from public, anon;
revoke all on function public.revoke_admin(uuid) from public, anon;
grant execute on function public.grant_admin(uuid) to authenticated, service_role;
grant execute on function public.revoke_admin(uuid) to authenticated, service_role;

-- =============================================================================================
-- approve_pro, as in the marketplace migration, plus: an admin never approves their own application.
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
  if approve_pro.pro_id = caller then
    raise exception 'an administrator cannot approve their own application' using errcode = '42501', hint = 'own_application';
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

-- =============================================================================================
-- The demo creator. Demo people are accounts made here in auth.users without a password (they
-- cannot sign in; their e-mails are on the reserved .invalid domain, so no mail is ever sent);
-- the sign-up trigger makes their profile. Every row made is marked in demo_records with its
-- batch, and wiping removes exactly the marked rows and what hangs off them.
create table public.demo_records (
  row_id uuid primary key,
  kind text not null check (kind in ('pro', 'applicant', 'athlete', 'submission')),
  batch_id uuid not null,
  label text not null check (char_length(label) <= 200),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);

create index demo_records_batch_idx on public.demo_records (batch_id);

-- Clients reach it only through the functions below.
revoke all on table public.demo_records from anon, authenticated;
grant all on table public.demo_records to service_role;
alter table public.demo_records enable row level security;

-- p_people: [{ kind, id, email, first_name, last_name, label, pro: <pros row as json> | null }]
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
                               'account_type', case when kind = 'athlete' then 'athlete' else 'pro' end),
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

-- p_rows: [{ submission: <submissions row as json>, payment_status: 'succeeded' | 'refunded' | null, label }]
-- Only between demo people of the creator: real people never get demo submissions.
create or replace function public.create_demo_submissions(p_batch uuid, p_rows jsonb)
returns setof public.demo_records
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  item jsonb;
  s public.submissions;
begin
  if not private.is_admin(caller) then
    raise exception 'Only administrators can do that' using errcode = '42501';
  end if;
  if jsonb_typeof(p_rows) <> 'array' or jsonb_array_length(p_rows) not between 1 and 12 then
    raise exception 'Create between 1 and 10 at a time' using errcode = '22023';
  end if;
  for item in select * from jsonb_array_elements(p_rows) loop
    s := jsonb_populate_record(null::public.submissions, item -> 'submission');
    if not exists (select 1 from public.demo_records d where d.row_id = s.athlete_id and d.kind = 'athlete')
       or not exists (select 1 from public.demo_records d where d.row_id = s.pro_id and d.kind in ('pro', 'applicant')) then
      raise exception 'demo submissions are made between demo people only' using errcode = '42501';
    end if;
    insert into public.submissions (id, athlete_id, pro_id, sport, question, status, price_cents, currency, tier, platform_fee_cents,
                                    referral_credit_cents, turnaround_hours, submitted_at, delivered_at)
    values (s.id, s.athlete_id, s.pro_id, s.sport, coalesce(s.question, ''), s.status, s.price_cents, coalesce(s.currency, 'USD'),
            coalesce(s.tier, 'standard'), coalesce(s.platform_fee_cents, 0), coalesce(s.referral_credit_cents, 0),
            coalesce(s.turnaround_hours, 48), s.submitted_at, s.delivered_at);
    if item ->> 'payment_status' in ('succeeded', 'refunded') then
      insert into public.payments (submission_id, payer_id, amount_cents, currency, provider, status)
      values (s.id, s.athlete_id, s.price_cents + coalesce(s.platform_fee_cents, 0) - coalesce(s.referral_credit_cents, 0), coalesce(s.currency, 'USD'), 'demo', item ->> 'payment_status');
    end if;
    insert into public.demo_records (row_id, kind, batch_id, label, created_by)
    values (s.id, 'submission', p_batch, left(item ->> 'label', 200), caller);
  end loop;
  return query select * from public.demo_records d where d.batch_id = p_batch and d.kind = 'submission' order by d.created_at, d.label;
end;
$$;

create or replace function public.list_demo_records()
returns setof public.demo_records
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin((select auth.uid())) then
    raise exception 'Only administrators can do that' using errcode = '42501';
  end if;
  return query select * from public.demo_records d order by d.created_at, d.label;
end;
$$;

-- Removes every marked row: the demo submissions and every submission of a demo person (with
-- their payments; their timeline cascades), then the demo accounts (their profiles, pros rows,
-- notifications and documents cascade), then the marks. Answers how many marks were wiped.
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
  people := array(select d.row_id from public.demo_records d where d.kind <> 'submission');
  doomed := array(
    select s.id from public.submissions s
     where s.id in (select d.row_id from public.demo_records d where d.kind = 'submission')
        or s.athlete_id = any (people) or s.pro_id = any (people));
  delete from public.payments p where p.submission_id = any (doomed);
  delete from public.submissions s where s.id = any (doomed);
  delete from auth.users u where u.id = any (people);
  delete from public.demo_records d where d.row_id is not null;
  get diagnostics wiped = row_count;
  return wiped;
end;
$$;

revoke all on function public.create_demo_people(uuid, jsonb) from public, anon;
revoke all on function public.create_demo_submissions(uuid, jsonb) from public, anon;
revoke all on function public.list_demo_records() from public, anon;
revoke all on function public.wipe_demo_data() from public, anon;
grant execute on function public.create_demo_people(uuid, jsonb) to authenticated, service_role;
grant execute on function public.create_demo_submissions(uuid, jsonb) to authenticated, service_role;
grant execute on function public.list_demo_records() to authenticated, service_role;
grant execute on function public.wipe_demo_data() to authenticated, service_role;
