-- profiles (§3): one row per user, created on sign-up, readable and editable only by its owner.
-- Security rule (product.md): nothing server-side trusts user_metadata.is_admin or a sign-up
-- is_admin; every admin check reads profiles.is_admin, which no user can set on their own row.

create schema if not exists private;
-- The API exposes `public` only (supabase/config.toml [api] schemas); `private` holds helpers
-- that policies call but clients cannot reach.
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  first_name text not null default '',
  last_name text not null default '',
  account_type text not null default 'athlete' check (account_type in ('athlete', 'pro')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  onboarding_completed boolean not null default false,
  terms_accepted boolean not null default false,
  is_admin boolean not null default false
);

comment on table public.profiles is 'One row per user (spec §3). is_admin is written only with service rights.';

-- Policies look rows up by id (the primary key's index); admin listings filter on is_admin.
create index profiles_admins_idx on public.profiles (id) where is_admin;

-- ---------------------------------------------------------------------------------------------
-- Admin helper: security definer so the policy that calls it does not recurse into profiles' RLS;
-- empty search_path so a caller cannot shadow `profiles` with an object of their own.
create or replace function private.is_admin(uid uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.is_admin from public.profiles p where p.id = uid), false);
$$;

revoke all on function private.is_admin(uuid) from public;
grant execute on function private.is_admin(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Privileges. Supabase grants every role everything on new public tables by default; take it
-- back and hand out only what the client's calls (§7) need. Columns not listed cannot be written.
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant insert (id, first_name, last_name, account_type, created_at, updated_at, onboarding_completed, terms_accepted)
  on table public.profiles to authenticated;
grant update (first_name, last_name, account_type, onboarding_completed, terms_accepted, updated_at)
  on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

alter table public.profiles enable row level security;

create policy "profiles: owner reads own row" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()));

create policy "profiles: admins read every row" on public.profiles
  for select to authenticated
  using ((select private.is_admin((select auth.uid()))));

-- The client creates its own profile when the sign-up trigger has not (§4 "created if missing").
create policy "profiles: owner creates own row" on public.profiles
  for insert to authenticated
  with check (id = (select auth.uid()) and is_admin = false);

create policy "profiles: owner updates own row" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- Guard trigger: a second lock behind the column privileges, so a later grant cannot open
-- is_admin or id to clients by accident. Only the service role and the database owner
-- (security definer functions such as an admin grant) pass.
create or replace function private.guard_profile_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if new.is_admin is distinct from old.is_admin then
      raise exception 'is_admin can only be changed by the service' using errcode = '42501';
    end if;
    if new.id is distinct from old.id then
      raise exception 'a profile id cannot change' using errcode = '42501';
    end if;
    if new.created_at is distinct from old.created_at then
      raise exception 'created_at cannot change' using errcode = '42501';
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_guard_update
  before update on public.profiles
  for each row execute function private.guard_profile_update();

create or replace function private.guard_profile_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and new.is_admin then
    raise exception 'is_admin can only be set by the service' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger profiles_guard_insert
  before insert on public.profiles
  for each row execute function private.guard_profile_insert();

revoke all on function private.guard_profile_update() from public;
revoke all on function private.guard_profile_insert() from public;

-- ---------------------------------------------------------------------------------------------
-- Sign-up trigger: the profile comes from the sign-up metadata (§3), but is_admin never does.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  insert into public.profiles (id, first_name, last_name, account_type, created_at, updated_at, onboarding_completed, terms_accepted, is_admin)
  values (
    new.id,
    coalesce(meta ->> 'first_name', ''),
    coalesce(meta ->> 'last_name', ''),
    case when meta ->> 'account_type' in ('athlete', 'pro') then meta ->> 'account_type' else 'athlete' end,
    now(),
    now(),
    false,
    false,
    false -- never meta ->> 'is_admin': user metadata is writable by its user
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

revoke all on function private.handle_new_user() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();
